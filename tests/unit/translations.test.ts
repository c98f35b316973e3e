import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, contentCheckReport } from '@/lib/content/check';
import { loadContent } from '@/lib/content/load';
import { formatProblem } from '@/lib/content/problems';
import { charCount, serviceSchema } from '@/lib/content/schema';
import { fingerprint, mergeTranslation, overlayFrom, stampOverlay, SOURCE } from '@/lib/content/translations';
import { glossaryWarnings } from '@/lib/content/glossary';
import { editJson } from '../support/edit-json';

/** A small English file with words, fixed fields, a keyed list and a list of blocks. */
function english() {
  return {
    $schema: './schemas/x.schema.json',
    title: 'Our doctors',
    phones: { hospital: '+91 80 4000 1000' },
    hours: { opd: 'Monday to Saturday' },
    doctors: [
      { id: 'dr-a', name: 'Dr. A', photo: { src: 'doctors/a.jpg', alt: 'Dr. A smiling' }, profile: ['One.', 'Two.'], departments: ['cardiology'] },
      { id: 'dr-b', name: 'Dr. B', photo: { src: 'doctors/b.jpg', alt: 'Dr. B at a desk' }, profile: ['Three.'], departments: ['urology'] },
    ],
    body: [
      { type: 'heading', text: 'Before' },
      { type: 'paragraph', text: 'Eat nothing.' },
    ],
  };
}

/** The same file written in Kannada, as a translator would copy and translate it. */
function kannadaCopy() {
  return {
    $schema: './schemas/x.schema.json',
    title: 'ನಮ್ಮ ವೈದ್ಯರು',
    phones: { hospital: '+91 80 4000 1000' },
    hours: { opd: 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ' },
    doctors: [
      { id: 'dr-a', name: 'ಡಾ. ಎ', photo: { src: 'doctors/a.jpg', alt: 'ನಗುತ್ತಿರುವ ಡಾ. ಎ' }, profile: ['ಒಂದು.', 'ಎರಡು.', 'ಮೂರು.'], departments: ['cardiology'] },
      { id: 'dr-b', name: 'ಡಾ. ಬಿ', photo: { src: 'doctors/b.jpg', alt: 'ಮೇಜಿನ ಬಳಿ ಡಾ. ಬಿ' }, profile: ['ಮೂರು.'], departments: ['urology'] },
    ],
    body: [
      { type: 'heading', text: 'ಮೊದಲು' },
      { type: 'paragraph', text: 'ಏನನ್ನೂ ತಿನ್ನಬೇಡಿ.' },
    ],
  };
}

describe('translation overlays', () => {
  it('keep only the words of a translated copy, each item stamped with its English', () => {
    const overlay = overlayFrom(english(), kannadaCopy());
    const text = JSON.stringify(overlay);
    // what is the same in every language stays in the English file only
    for (const fixed of ['$schema', 'doctors/a.jpg', '+91 80 4000 1000', 'cardiology', '"heading"']) expect(text).not.toContain(fixed);
    expect(overlay[SOURCE]).toEqual({ title: fingerprint('Our doctors', 'title'), hours: expect.any(String), body: expect.any(String) });
    expect((overlay.doctors as { id: string; [SOURCE]: string }[]).map((d) => [d.id, d[SOURCE]])).toEqual([
      ['dr-a', fingerprint(english().doctors[0])],
      ['dr-b', fingerprint(english().doctors[1])],
    ]);
  });

  it('merge back onto the English: words translated, fixed fields from the English, nothing missing', () => {
    const { data, gaps, problems } = mergeTranslation(english(), overlayFrom(english(), kannadaCopy()));
    expect(data).toEqual(kannadaCopy());
    expect(gaps).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('show an item in English once its English changes, and only that item', () => {
    const overlay = overlayFrom(english(), kannadaCopy());
    const changed = english();
    changed.doctors[0]!.profile = ['One, rewritten.', 'Two.'];
    changed.hours.opd = 'Monday to Friday';
    const { data, gaps } = mergeTranslation(changed, overlay) as { data: ReturnType<typeof english>; gaps: unknown };
    expect(gaps).toEqual([
      { item: 'hours', kind: 'outdated' },
      { item: 'doctors/dr-a', kind: 'outdated' },
    ]);
    expect(data.hours.opd).toBe('Monday to Friday');
    expect(data.doctors[0]!.name).toBe('Dr. A');
    expect(data.doctors[1]!.name).toBe('ಡಾ. ಬಿ');
    expect(data.title).toBe('ನಮ್ಮ ವೈದ್ಯರು');
  });

  it('a changed picture or department does not put a translation out of date', () => {
    const overlay = overlayFrom(english(), kannadaCopy());
    const changed = english();
    changed.doctors[0]!.photo.src = 'doctors/a-2027.jpg';
    changed.doctors[0]!.departments = ['cardiology', 'urology'];
    const { data, gaps } = mergeTranslation(changed, overlay) as { data: ReturnType<typeof english>; gaps: unknown };
    expect(gaps).toEqual([]);
    expect(data.doctors[0]).toMatchObject({ name: 'ಡಾ. ಎ', photo: { src: 'doctors/a-2027.jpg' }, departments: ['cardiology', 'urology'] });
  });

  it('fall back to English for a missing item or field, and say which', () => {
    const overlay = overlayFrom(english(), kannadaCopy()) as any;
    overlay.doctors = overlay.doctors.filter((d: { id: string }) => d.id !== 'dr-b');
    delete overlay.doctors[0].photo;
    delete overlay.title;
    const { data, gaps } = mergeTranslation(english(), overlay) as { data: ReturnType<typeof english>; gaps: unknown };
    expect(gaps).toEqual([
      { item: 'title', kind: 'missing' },
      { item: 'doctors/dr-a', kind: 'partial', fields: ['doctors[0].photo'] },
      { item: 'doctors/dr-b', kind: 'missing' },
    ]);
    expect(data.title).toBe('Our doctors');
    expect(data.doctors[0]).toMatchObject({ name: 'ಡಾ. ಎ', photo: { alt: 'Dr. A smiling' } });
    expect(data.doctors[1]!.name).toBe('Dr. B');
  });

  it('a whole file missing is every item missing', () => {
    expect(mergeTranslation(english(), undefined).gaps.map((g) => `${g.item} ${g.kind}`)).toEqual([
      'title missing',
      'hours missing',
      'doctors/dr-a missing',
      'doctors/dr-b missing',
      'body missing',
    ]);
  });

  it('report a translation in the wrong shape as a problem, and what the site only works around as a warning', () => {
    const overlay = overlayFrom(english(), kannadaCopy()) as any;
    overlay.hours.opd = ['ಸೋಮವಾರ'];
    overlay.doctors.push({ id: 'dr-gone', [SOURCE]: '00000000', name: 'ಡಾ. ಇಲ್ಲ' });
    overlay.doctors[0].photo.src = 'doctors/other.jpg';
    const { data, problems } = mergeTranslation(english(), overlay) as { data: ReturnType<typeof english>; problems: { at: string; message: string; warning?: boolean }[] };
    expect(problems.filter((p) => !p.warning)).toEqual([{ at: 'hours.opd', message: 'must be text in quotes, as in the English file' }]);
    expect(problems.filter((p) => p.warning).map((p) => p.at)).toEqual(['doctors', 'doctors[2]', 'doctors[0].photo.src']);
    expect(data.doctors[0]!.photo.src).toBe('doctors/a.jpg');
  });

  it('a translated copy not yet stamped is shown in English until it is marked done', () => {
    const { gaps } = mergeTranslation(english(), kannadaCopy());
    expect(gaps.map((g) => g.kind)).toEqual(['unstamped', 'unstamped', 'unstamped', 'unstamped', 'unstamped']);
    const { overlay, stamped } = stampOverlay(english(), kannadaCopy());
    expect(stamped).toEqual(['title', 'hours', 'doctors/dr-a', 'doctors/dr-b', 'body']);
    expect(mergeTranslation(english(), overlay).gaps).toEqual([]);
    expect(JSON.stringify(overlay)).not.toContain('doctors/a.jpg');
  });

  it('stamping named items leaves the others as they were', () => {
    const overlay = overlayFrom(english(), kannadaCopy());
    const changed = english();
    changed.doctors[0]!.name = 'Dr. A. Rao';
    changed.doctors[1]!.name = 'Dr. B. Shetty';
    const { overlay: after, stamped } = stampOverlay(changed, overlay, ['doctors/dr-a']);
    expect(stamped).toEqual(['doctors/dr-a']);
    expect(mergeTranslation(changed, after).gaps).toEqual([{ item: 'doctors/dr-b', kind: 'outdated' }]);
  });

  it('keep every English item of a list in its place, one not translated yet as its id alone, which counts as missing', () => {
    const copy = kannadaCopy();
    copy.doctors = [copy.doctors[1]!];
    const overlay = overlayFrom(english(), copy) as { doctors: Record<string, unknown>[] };
    expect(overlay.doctors.map((d) => Object.keys(d))).toEqual([['id'], ['id', SOURCE, 'name', 'photo', 'profile']]);
    const { gaps, problems } = mergeTranslation(english(), overlay);
    expect(gaps.filter((g) => g.item.startsWith('doctors/'))).toEqual([{ item: 'doctors/dr-a', kind: 'missing' }]);
    expect(problems).toEqual([]);
    expect(stampOverlay(english(), overlay).stamped).not.toContain('doctors/dr-a');
  });

  it('warn when a list is out of the English order (not when it only ends early), and align it without stamping anything', () => {
    const short = overlayFrom(english(), kannadaCopy()) as any;
    short.doctors.pop();
    expect(mergeTranslation(english(), short).problems).toEqual([]);
    const overlay = overlayFrom(english(), kannadaCopy()) as any;
    overlay.doctors.reverse();
    overlay[SOURCE].title = 'stale000';
    const { problems } = mergeTranslation(english(), overlay);
    expect(problems).toEqual([{ at: 'doctors', message: expect.stringContaining('npm run translations -- align'), warning: true }]);
    const aligned = stampOverlay(english(), overlay, []);
    expect(aligned.stamped).toEqual([]);
    expect(aligned.overlay.doctors).toEqual(overlayFrom(english(), kannadaCopy()).doctors);
    expect((aligned.overlay[SOURCE] as Record<string, string>).title).toBe('stale000');
    expect(mergeTranslation(english(), aligned.overlay).problems).toEqual([]);
  });
});

describe('text limits count characters as a reader does', () => {
  it('a Kannada letter with its vowel sign is one character', () => {
    expect(charCount('ಕಿ')).toBe(1);
    expect('ಕಿ'.length).toBe(2);
    expect(charCount('Heart')).toBe(5);
  });

  it('a Kannada summary longer than 160 in JavaScript units but not in letters is accepted', () => {
    const summary = 'ಕಿ'.repeat(150);
    const service = { slug: 'x', name: 'ಎಕ್ಸ್', summary, picture: { src: 'services/x.svg', alt: 'ಚಿತ್ರ' }, body: [{ type: 'paragraph', text: 'ಪಠ್ಯ' }] };
    expect(summary.length).toBe(300);
    expect(serviceSchema.safeParse(service).success).toBe(true);
    expect(serviceSchema.safeParse({ ...service, summary: 'ಕಿ'.repeat(161) }).success).toBe(false);
  });
});

describe('translations in the content folder', () => {
  const fixture = path.join(process.cwd(), 'tests/fixtures/content');
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the test fixture with a Kannada overlay for its doctors: every doctor but the last translated. */
  function withKannadaDoctors(): { dir: string; ids: string[] } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-kn-'));
    fs.cpSync(fixture, dir, { recursive: true });
    copies.push(dir);
    const doctors = JSON.parse(fs.readFileSync(path.join(dir, 'doctors.json'), 'utf8'));
    const ids: string[] = doctors.doctors.map((d: { id: string }) => d.id);
    const copy = structuredClone(doctors);
    copy.doctors = copy.doctors.slice(0, -1).map((d: { name: string }, i: number) => ({ ...d, name: `ಡಾ. ವೈದ್ಯ ${i + 1}` }));
    fs.mkdirSync(path.join(dir, 'kn'));
    fs.writeFileSync(path.join(dir, 'kn', 'doctors.json'), JSON.stringify(overlayFrom(doctors, copy), null, 2));
    return { dir, ids };
  }

  it('load merged onto the English, with what is still English listed by file and item', () => {
    const { dir, ids } = withKannadaDoctors();
    const { content, problems } = loadContent(dir, 'kn');
    expect(problems).toEqual([]);
    expect(content!.doctors.slice(0, -1).every((d, i) => d.name === `ಡಾ. ವೈದ್ಯ ${i + 1}`)).toBe(true);
    const english = loadContent(dir).content!;
    expect(content!.doctors.at(-1)!.name).toBe(english.doctors.at(-1)!.name);
    expect(content!.translation!.gaps['doctors.json']).toEqual([{ item: `doctors/${ids.at(-1)}`, kind: 'missing' }]);
    // a file with no overlay at all is shown in English, every item listed
    expect(content!.translation!.gaps['about.json']!.length).toBeGreaterThan(0);
    expect(content!.about).toEqual(english.about);
  });

  it('content:check passes and names each item still in English, with how to mark one done', async () => {
    const { dir, ids } = withKannadaDoctors();
    const { ok, text } = await contentCheckReport(dir);
    expect(ok).toBe(true);
    expect(text).toContain(`content/kn/doctors.json · doctors/${ids.at(-1)}: not translated yet`);
    expect(text).not.toContain(`content/kn/doctors.json · doctors/${ids[0]}:`);
    // a file not translated at all is one line
    expect(text).toContain('content/kn/about.json: not translated yet (no such file');
    expect(text).toContain('npm run translations -- stamp kn <file> <item>');
  });

  it('a translation that breaks a rule of the English schema stops the check, naming the translated file and item', async () => {
    const { dir, ids } = withKannadaDoctors();
    editJson(dir, 'kn/doctors.json', (overlay) => (overlay.doctors[0].name = 'ಡಾ. '.repeat(30)));
    const { content, problems } = await checkContent(dir);
    expect(content).toBeUndefined();
    const messages = problems.map(formatProblem).map((m) => m.replace(dir + path.sep, 'content/'));
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^content/kn/doctors.json, line \\d+ · doctor "${ids[0]}" › name: is too long: at most 60 characters`))]);
  });
});

describe("each language's glossary, checked by content:check", () => {
  const cyst = { english: 'cyst', preferred: 'ಸಿಸ್ಟ್', avoid: ['ಗಡ್ಡೆ'], unlessEnglishSays: ['tumour'], why: 'a cyst is not a tumour' };
  const and = { preferred: 'और', avoid: ['एवं'] };
  const text = (english: string, translated: string) => ({ at: 'body[0].text', english, translated });

  it('warns where a text translates the term with an avoided variant, naming the preferred word; inflected forms count', () => {
    const [warning, ...more] = glossaryWarnings([cyst], [text('Ovarian cysts are common.', 'ಅಂಡಾಶಯದ ಗಡ್ಡೆಗಳು ಸಾಮಾನ್ಯ.')]);
    expect(more).toEqual([]);
    expect(warning).toEqual({ at: 'body[0].text', warning: true, message: 'uses "ಗಡ್ಡೆ" where the English says "cyst"; the glossary\'s word is "ಸಿಸ್ಟ್" (a cyst is not a tumour)' });
  });

  it('says nothing where the English has no such term, where it also says a word that makes the variant right, or where the preferred word is used', () => {
    expect(glossaryWarnings([cyst], [text('A brain tumour.', 'ಮಿದುಳಿನ ಗಡ್ಡೆ.')])).toEqual([]);
    expect(glossaryWarnings([cyst], [text('Cysts and tumours differ.', 'ಸಿಸ್ಟ್ ಮತ್ತು ಗಡ್ಡೆ ಬೇರೆ.')])).toEqual([]);
    expect(glossaryWarnings([cyst], [text('Ovarian cysts.', 'ಅಂಡಾಶಯದ ಸಿಸ್ಟ್‌ಗಳು.')])).toEqual([]);
  });

  it('a term without an English word is avoided in every text, except in brackets, where the English term a patient knows goes', () => {
    expect(glossaryWarnings([and], [text('Heart and lungs.', 'हृदय एवं फेफड़े।')]).map((w) => w.message)).toEqual(['uses "एवं"; the glossary\'s word is "और"']);
    const xray = { preferred: 'ಎಕ್ಸ್-ರೇ', avoid: ['X-ray'] };
    expect(glossaryWarnings([xray], [text('An X-ray.', 'ಒಂದು x-ray.')])).toHaveLength(1);
    expect(glossaryWarnings([xray], [text('An X-ray.', 'ಒಂದು ಎಕ್ಸ್-ರೇ (X-ray).')])).toEqual([]);
    // a variant only inside a longer word is not the variant
    expect(glossaryWarnings([{ preferred: 'ರಕ್ತನಾಳ', avoid: ['ಧಮನಿ'] }], [text('A vein.', 'ಅಭಿಧಮನಿ.')])).toEqual([]);
  });

  const fixture = path.join(process.cwd(), 'tests/fixtures/content');
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the fixture whose first doctor's name is translated with `word` in it, and a Kannada glossary. */
  function withGlossary(glossary: unknown, word: string): { dir: string; id: string } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-glossary-'));
    fs.cpSync(fixture, dir, { recursive: true });
    copies.push(dir);
    const doctors = JSON.parse(fs.readFileSync(path.join(dir, 'doctors.json'), 'utf8'));
    const copy = structuredClone(doctors);
    copy.doctors = copy.doctors.slice(0, 1).map((d: { name: string }) => ({ ...d, name: `ಡಾ. ${word}` }));
    fs.mkdirSync(path.join(dir, 'kn'));
    fs.writeFileSync(path.join(dir, 'kn', 'doctors.json'), JSON.stringify(stampOverlay(doctors, overlayFrom(doctors, copy)).overlay, null, 2));
    fs.writeFileSync(path.join(dir, 'kn', 'glossary.json'), JSON.stringify(glossary, null, 2));
    return { dir, id: doctors.doctors[0].id };
  }

  it('an avoided variant in a content file is reported with the file, the item and the preferred word, and the check still passes', async () => {
    const { dir, id } = withGlossary({ terms: [{ preferred: 'ವೈದ್ಯೆ', avoid: ['ಅಕ್ರಮ'], why: 'reads as illegal' }] }, 'ಅಕ್ರಮ');
    const { ok, text: report } = await contentCheckReport(dir);
    expect(ok).toBe(true);
    const line = report.split('\n').find((l) => l.includes('ಅಕ್ರಮ'));
    expect(line?.replace(dir + path.sep, 'content/')).toMatch(
      new RegExp(`content/kn/doctors\\.json · line \\d+ · doctor "${id}" › name: uses "ಅಕ್ರಮ"; the glossary's word is "ವೈದ್ಯೆ" \\(reads as illegal\\)`),
    );
    // the same content without the variant: no warning
    const clean = withGlossary({ terms: [{ preferred: 'ವೈದ್ಯೆ', avoid: ['ಅಕ್ರಮ'] }] }, 'ರಾವ್');
    expect((await contentCheckReport(clean.dir)).text).not.toContain('the glossary');
  });

  it('a malformed glossary stops the check, naming the file and what is wrong', async () => {
    const { dir } = withGlossary({ terms: [{ preferred: 'ಸಿಸ್ಟ್', avoid: [] }] }, 'ರಾವ್');
    const { content, problems } = await checkContent(dir);
    expect(content).toBeUndefined();
    const messages = problems.map(formatProblem).map((m) => m.replace(dir + path.sep, 'content/'));
    expect(messages).toEqual([expect.stringMatching(/^content\/kn\/glossary\.json, line \d+ .*avoid: needs at least one variant to avoid/)]);
  });
});
