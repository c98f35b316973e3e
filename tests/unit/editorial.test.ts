import { describe, expect, it } from 'vitest';
import { editorialCheck, textsOf } from '@/lib/content/editorial';
import type { Problem } from '@/lib/content/problems';
import type { Article, Department } from '@/lib/content/schema';

const ADVICE = 'For advice about your own health, please consult a qualified doctor.';

function department(lastParagraph: string): Department {
  return {
    slug: 'cardiology', name: 'Cardiology', summary: 'Heart care.', description: ['About the heart.'], icon: 'heart-pulse',
    picture: { src: 'departments/cardiology.svg', alt: 'A heart' },
    stats: [{ value: '24x7', label: 'Emergency support', icon: 'siren' }],
    serviceLine: 'Tests', services: [], conditions: [{ name: 'Chest pain', text: 'Pain in the chest.' }],
    specialty: { heading: 'Why choose us', paragraphs: ['We listen.', lastParagraph], infoCards: [] },
    faqs: [],
  } as Department;
}

function article(lastText: string): Article {
  return {
    slug: 'sleep', title: 'Sleep', date: '2025-01-01', excerpt: 'Sleep well.', description: 'x'.repeat(80),
    picture: { src: 'articles/sleep.svg', alt: 'A bed' }, featured: false, author: 'Editorial team',
    body: [{ type: 'heading', text: 'Why sleep matters' }, { type: 'paragraph', text: 'It restores you.' }, { type: 'paragraph', text: lastText }],
  };
}

function check(input: Partial<Parameters<typeof editorialCheck>[0]>): Problem[] {
  const problems: Problem[] = [];
  editorialCheck({ files: [], departments: [], articles: [], ...input }, problems);
  return problems;
}

describe('editorial rules of content:check', () => {
  it('accepts medical pages that end with the advice to consult a qualified professional', () => {
    expect(check({ departments: [{ file: 'departments/cardiology.json', data: department(ADVICE) }], articles: [{ file: 'articles/sleep.json', data: article(ADVICE) }] })).toEqual([]);
  });

  it('asks for the closing advice on a department and an article that lack it, naming the place', () => {
    const problems = check({
      departments: [{ file: 'departments/cardiology.json', data: department('Book a visit.') }],
      articles: [{ file: 'articles/sleep.json', data: article('Sleep eight hours.') }],
    });
    expect(problems.map((p) => `${p.file} ${p.at}`)).toEqual(['departments/cardiology.json specialty.paragraphs[1]', 'articles/sleep.json body[2]']);
    for (const p of problems) expect(p.message).toMatch(/consult a qualified professional/);
  });

  it('refuses placeholder text and cure promises wherever they are', () => {
    const problems = check({ files: [{ file: 'home.json', value: { hero: { text: 'Lorem ipsum dolor' }, banner: { text: 'A painless cure for all' } } }] });
    expect(problems.map((p) => p.at)).toEqual(['hero.text', 'banner.text']);
    expect(problems[0]!.message).toMatch(/placeholder/);
    expect(problems[1]!.message).toMatch(/promises/);
  });

  it('reads every text but picture paths and $schema', () => {
    expect(textsOf({ $schema: './x.json', picture: { src: 'a.svg', alt: 'An apple' }, items: ['one'] })).toEqual([
      { at: 'picture.alt', text: 'An apple' },
      { at: 'items[0]', text: 'one' },
    ]);
  });
});
