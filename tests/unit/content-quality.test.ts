import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import type { BodyBlock } from '@/lib/content/schema';
import { blockText, bodyText } from '@/lib/content/text';
import { wordCount } from '@/lib/format';

const { content } = loadContent();
if (!content) throw new Error('shipped content does not load; run npm run content:check');
const { departments, doctors, articles, home, expertise } = content;
const dept = (slug: string) => departments.find((d) => d.slug === slug)!;
const CONSULT = /consult a qualified/i;

/** Every string in a value, with where it came from. */
function strings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === '$schema' || k === 'src' ? [] : strings(v, `${at}.${k}`)));
  return [];
}

const everything = strings(content, 'content');

describe('content quality: departments', () => {
  it.each(departments.map((d) => [d.slug, d] as const))('%s has a full page: 120+ word description, 4+ conditions, 3–5 FAQs, consult advice last', (_, d) => {
    expect(wordCount(d.description.join(' '))).toBeGreaterThanOrEqual(120);
    expect(d.conditions.length).toBeGreaterThanOrEqual(4);
    for (const c of d.conditions) expect(c.text.length).toBeGreaterThan(20);
    expect(d.faqs.length).toBeGreaterThanOrEqual(3);
    expect(d.faqs.length).toBeLessThanOrEqual(5);
    expect(d.specialty.paragraphs.at(-1)).toMatch(CONSULT);
  });

  it('carries the services and doctors the spec counts for each department', () => {
    const services: Record<string, number> = {
      radiology: 18, orthopaedics: 9, neurosurgery: 6, internalmedicine: 8, cardiology: 5, paediatrics: 8, plasticsurgery: 9, physiotherapy: 9, gastroenterology: 9,
    };
    for (const [slug, n] of Object.entries(services)) expect(dept(slug).services, slug).toHaveLength(n);
    expect(dept('generalsurgeon').services.length).toBeGreaterThanOrEqual(6);
    expect(dept('urology').services.length).toBeGreaterThanOrEqual(21);
    expect(dept('urology').services.length).toBeLessThanOrEqual(25);
    const doctorCounts: Record<string, number> = {
      radiology: 1, orthopaedics: 4, neurosurgery: 2, internalmedicine: 2, cardiology: 1, paediatrics: 2, plasticsurgery: 3, generalsurgeon: 2,
      obstetrics: 2, anesthesiology: 4, psychiatry: 1, physiotherapy: 1, gastroenterology: 1, urology: 1, generalmedicine: 1,
    };
    for (const [slug, n] of Object.entries(doctorCounts)) expect(dept(slug).doctors, slug).toHaveLength(n);
  });

  it('names the six general surgery services of the spec', () => {
    const names = dept('generalsurgeon').services.map((s) => s.name.toLowerCase()).join(' | ');
    for (const word of ['colon', 'thyroidectomy', 'breast', 'haemorrhoidectomy', 'soft tissue', 'skin'])
      expect(names).toContain(word);
  });

  it('has the interventional radiology consultation note and the save-the-uterus campaign', () => {
    const ir = JSON.stringify(dept('radiology')).toLowerCase();
    expect(ir).toContain('screening ultrasound');
    expect(ir).toContain('save the uterus');
  });

  it('keeps the spec figures exactly', () => {
    expect(home.keyFigures.map((f) => `${f.value} ${f.label}`.toLowerCase())).toEqual(['20k+ happy patients', '13+ opd departments', '23+ experienced doctors']);
    expect(dept('gastroenterology').stats.map((s) => s.value)).toContain('24+');
    expect(dept('radiology').stats.map((s) => `${s.value} ${s.label}`.toLowerCase())).toEqual([
      '3k+ laser interventions', '1000 stroke cases successfully treated', '25k+ happy patients',
    ]);
  });
});

describe('content quality: services', () => {
  const all = [
    ...departments.flatMap((d) => d.services.map((s) => ({ where: `${d.slug}/${s.slug}`, s }))),
    ...expertise.services.map((s) => ({ where: `expertise/${s.slug}`, s })),
  ];
  const kinds: BodyBlock['type'][] = ['heading', 'lead', 'paragraph', 'picture', 'checklist'];

  it.each(all.map(({ where, s }) => [where, s] as const))('%s: summary ≤160, 80+ words, every kind of body block', (_, s) => {
    expect(s.summary.length).toBeLessThanOrEqual(160);
    expect(s.summary).not.toMatch(/(\.\.\.|…)$/);
    expect(wordCount(bodyText(s.body))).toBeGreaterThanOrEqual(80);
    expect(new Set(s.body.map((b) => b.type))).toEqual(expect.objectContaining(new Set(kinds)));
    for (const kind of kinds) expect(s.body.some((b) => b.type === kind), kind).toBe(true);
  });
});

describe('content quality: articles and doctors', () => {
  it.each(articles.map((a) => [a.slug, a] as const))('article %s: 500+ words, sub-headings, date, excerpt, consult advice last', (_, a) => {
    expect(wordCount(bodyText(a.body))).toBeGreaterThanOrEqual(500);
    expect(a.body.filter((b) => b.type === 'heading').length).toBeGreaterThanOrEqual(2);
    expect(a.date).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(a.excerpt.length).toBeGreaterThan(40);
    const last = a.body.at(-1)!;
    expect(last.type).toBe('paragraph');
    expect(blockText(last).join(' ')).toMatch(CONSULT);
  });

  it('has 19 articles on distinct dates, 4 of them featured', () => {
    expect(articles).toHaveLength(19);
    expect(new Set(articles.map((a) => a.date)).size).toBe(19);
    expect(articles.filter((a) => a.featured)).toHaveLength(4);
  });

  it.each(doctors.map((d) => [d.id, d] as const))('doctor %s: 60+ word profile, languages, OPD days and hours', (_, d) => {
    expect(wordCount(d.profile.join(' '))).toBeGreaterThanOrEqual(60);
    expect(d.languages.length).toBeGreaterThan(0);
    expect(d.opd.days.length).toBeGreaterThan(2);
    expect(d.opd.hours).toMatch(/\d/);
  });
});

describe('content quality: no filler', () => {
  it('has no lorem ipsum, TBD, TODO or placeholder text', () => {
    const filler = everything.filter(({ text }) => /\b(lorem|ipsum|TBD|TODO|FIXME|placeholder|coming soon)\b/i.test(text));
    expect(filler).toEqual([]);
  });

  it('repeats no paragraph anywhere on the site', () => {
    // paragraphs, answers, condition texts and checklist lines: anything sentence-long
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { at, text } of everything) {
      if (text.length < 60 || !/\s/.test(text)) continue;
      const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) repeats.push(`${at} repeats ${seen.get(key)}: "${text.slice(0, 60)}…"`);
      else seen.set(key, at);
    }
    expect(repeats).toEqual([]);
  });

  it('makes no cure promises', () => {
    const promises = everything.filter(({ text }) => /\b(guarantee[sd]?|100% (safe|cure)|painless|permanent cure|miracle)\b/i.test(text));
    expect(promises).toEqual([]);
  });
});
