/**
 * What the browser editor saves (lib/cms/save.ts, run by admin/hooks.ts
 * before Sveltia CMS writes a file) is what an editor writing JSON by hand
 * would write: the content files as they are come back unchanged, a
 * translation holds only translated words, and ticking "checked" stamps an
 * item exactly as `npm run translations -- stamp` does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyOrders, kindOfPath, requiredLists, STAMP_FIELD } from '@/lib/cms/config';
import { cleanEnglish, orderKeys, overlayOf, prepareSave, withoutCopies } from '@/lib/cms/save';
import { fingerprint, mergeTranslation, SOURCE } from '@/lib/content/translations';
import type { JsonObject } from '@/lib/content/words';
import { TRANSLATIONS } from '@/lib/i18n/languages';

const sha256Hex = async (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const contentDir = path.join(process.cwd(), 'content');
const lists = requiredLists();
const orders = keyOrders();
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;

/** Every English content file, relative to content/ (translations, schemas and the glossaries aside). */
function englishFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(contentDir, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) return ['departments', 'articles'].includes(rel) ? walk(rel) : [];
      return e.name.endsWith('.json') ? [rel] : [];
    });
  return walk('');
}

describe('the browser editor saves the content files as they are', () => {
  const files = englishFiles();

  it('an English file saved untouched is the same file, its fields in the same order', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const data = read(path.join(contentDir, file));
      const kind = kindOfPath(`content/${file}`)!;
      const saved = orderKeys(cleanEnglish(data, lists[kind] ?? [])!, orders);
      expect(JSON.stringify(saved, null, 2), file).toBe(JSON.stringify(data, null, 2));
    }
  });

  it('a translation saved untouched is the same overlay, stamps and all', async () => {
    let checked = 0;
    for (const lang of TRANSLATIONS)
      for (const file of files) {
        const overlayFile = path.join(contentDir, lang, file);
        if (!fs.existsSync(overlayFile)) continue;
        const english = read(path.join(contentDir, file));
        const overlay = read(overlayFile);
        const saved = orderKeys(await overlayOf(english, overlay, sha256Hex), orders);
        expect(JSON.stringify(saved, null, 2), `${lang}/${file}`).toBe(JSON.stringify(overlay, null, 2));
        checked++;
      }
    expect(checked).toBeGreaterThan(20);
  });
});

/** A small English file and what the CMS's Kannada form holds for it. */
function english(): JsonObject {
  return {
    $schema: './schemas/doctors.schema.json',
    intro: 'Our doctors',
    doctors: [
      { id: 'dr-a', name: 'Dr. A', photo: { src: 'doctors/a.jpg', alt: 'Dr. A smiling' }, departments: ['cardiology'], experienceYears: 12 },
      { id: 'dr-b', name: 'Dr. B', photo: { src: 'doctors/b.jpg', alt: 'Dr. B at a desk' }, departments: [], experienceYears: 9 },
    ],
    faqs: [
      { question: 'When?', answer: 'Mondays.' },
      { question: 'Where?', answer: 'Floor 2.' },
    ],
    stats: [{ value: '24x7', label: 'Emergency' }],
  };
}

describe('a translation as the editor saves it', () => {
  it('holds only translated words: no fixed fields, nothing empty, no English the form showed to translate over', async () => {
    const form: JsonObject = {
      intro: '',
      doctors: [
        // translated; the form also holds the fields it copied for the list's shape
        { id: 'dr-a', [SOURCE]: 'abcd1234', name: 'ಡಾ. ಎ', photo: { src: '', alt: '' }, departments: [], experienceYears: 12, [STAMP_FIELD]: false },
        // not translated: the English the form filled in
        { id: 'dr-b', name: 'Dr. B', photo: { alt: 'Dr. B at a desk' } },
      ],
      faqs: [
        { question: 'When?', answer: 'Mondays.' },
        { question: 'ಎಲ್ಲಿ?', answer: 'Floor 2.' },
      ],
      stats: [{ value: '24x7', label: 'ತುರ್ತು' }],
    };
    expect(await overlayOf(english(), form, sha256Hex)).toEqual({
      doctors: [{ id: 'dr-a', [SOURCE]: 'abcd1234', name: 'ಡಾ. ಎ' }, { id: 'dr-b' }],
      faqs: [null, { question: 'ಎಲ್ಲಿ?' }],
      stats: [{ value: '24x7', label: 'ತುರ್ತು' }],
    });
  });

  it('ticked as checked, an item is stamped as npm run translations -- stamp stamps it; unticked, it keeps its old stamp', async () => {
    const form: JsonObject = {
      [STAMP_FIELD]: true,
      intro: 'ನಮ್ಮ ವೈದ್ಯರು',
      doctors: [
        { id: 'dr-a', [SOURCE]: 'old00000', name: 'ಡಾ. ಎ', [STAMP_FIELD]: true },
        { id: 'dr-b', [SOURCE]: 'old11111', name: 'ಡಾ. ಬಿ' },
      ],
    };
    const overlay = await overlayOf(english(), form, sha256Hex);
    expect(overlay[SOURCE]).toEqual({ intro: fingerprint('Our doctors', 'intro') });
    expect(overlay.doctors).toEqual([
      { id: 'dr-a', [SOURCE]: fingerprint((english().doctors as JsonObject[])[0]), name: 'ಡಾ. ಎ' },
      { id: 'dr-b', [SOURCE]: 'old11111', name: 'ಡಾ. ಬಿ' },
    ]);
    const { gaps } = mergeTranslation(english(), overlay);
    expect(gaps.map((g) => `${g.item} ${g.kind}`)).toEqual(['doctors/dr-a partial', 'doctors/dr-b outdated', 'faqs missing', 'stats missing']);
  });

  it('keeps each item of a keyed list in the place of its English, by key', async () => {
    const form: JsonObject = { doctors: [{ id: 'dr-b', name: 'ಡಾ. ಬಿ' }] };
    expect((await overlayOf(english(), form, sha256Hex)).doctors).toEqual([{ id: 'dr-a' }, { id: 'dr-b', name: 'ಡಾ. ಬಿ' }]);
  });

  it('takes a text equal to its English for a copy only when it has words', () => {
    expect(withoutCopies('24x7', '24x7')).toBe('24x7');
    expect(withoutCopies('Emergency', 'Emergency')).toBeUndefined();
    expect(withoutCopies({ value: '24x7', label: 'Emergency' }, { value: '24x7', label: 'Emergency' })).toBeUndefined();
    expect(withoutCopies(['One.', 'Two.'], ['One.', 'Two.'])).toBeUndefined();
    expect(withoutCopies(['ಒಂದು.', 'Two.'], ['One.', 'Two.'])).toEqual(['ಒಂದು.', 'Two.']);
  });
});

describe('the English as the editor saves it', () => {
  it('leaves out what is empty, keeps the lists a file must have, names pictures as the site reads them, drops the translator tick', async () => {
    const form: JsonObject = {
      $schema: './schemas/doctors.schema.json',
      [STAMP_FIELD]: false,
      [SOURCE]: '',
      doctors: [
        {
          id: 'dr-c',
          [SOURCE]: '',
          name: 'Dr. C',
          displayDepartment: '',
          departments: [],
          photo: { src: '/content/images/doctors/dr-c.jpg', alt: 'Dr. C' },
          profile: ['One.', ''],
          experienceYears: 5,
          [STAMP_FIELD]: false,
        },
      ],
    };
    const { english: saved, translations } = await prepareSave({ kind: 'doctors', english: form, translations: { kn: undefined } }, { requiredLists: lists, sha256Hex });
    expect(saved).toEqual({
      $schema: './schemas/doctors.schema.json',
      doctors: [{ id: 'dr-c', name: 'Dr. C', departments: [], photo: { src: 'doctors/dr-c.jpg', alt: 'Dr. C' }, profile: ['One.'], experienceYears: 5 }],
    });
    expect(translations).toEqual({ kn: undefined });
  });

  it('writes a block of text with its fields in the schema order, and a translation with its stamp after the key', () => {
    const block = { type: 'picture', text: 'T', picture: { alt: 'A', src: 'x.svg' }, heading: 'H' };
    expect(Object.keys(orderKeys(block, orders) as JsonObject)).toEqual(['type', 'picture', 'heading', 'text']);
    expect(Object.keys((orderKeys(block, orders) as JsonObject).picture as JsonObject)).toEqual(['src', 'alt']);
    expect(Object.keys(orderKeys({ text: 'T', lead: 'L' }, orders) as JsonObject)).toEqual(['lead', 'text']);
    expect(Object.keys(orderKeys({ name: 'N', [SOURCE]: 'x', id: 'dr-a' }, orders) as JsonObject)).toEqual(['id', SOURCE, 'name']);
    // a file's stamps in the order of its fields, as npm run translations -- stamp writes them (the CMS writes them sorted)
    const overlay = orderKeys({ [SOURCE]: { faqs: 'a', name: 'b', summary: 'c' }, faqs: [], summary: 'S', name: 'N' }, orders) as JsonObject;
    expect(Object.keys(overlay)).toEqual([SOURCE, 'name', 'summary', 'faqs']);
    expect(Object.keys(overlay[SOURCE] as JsonObject)).toEqual(['name', 'summary', 'faqs']);
  });
});
