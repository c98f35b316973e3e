/**
 * The interface dictionaries, one a language (lib/i18n/en/ui.ts, kn/ui.ts,
 * hi/ui.ts, read through ui(lang)): every language has every entry English
 * has and nothing else, every entry says something, Kannada is written in
 * Kannada script and Hindi in Devanagari, and the English entries are what
 * the code says today (so wiring them in changes no English page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_TAGS, LANGUAGES, type Language, type Translation } from '@/lib/i18n/languages';
import { ui, type UiStrings } from '@/lib/i18n/ui';
import { inViewAnnouncement } from '@/lib/carousel';
import { formatDate } from '@/lib/format';
import { ISLAND_FAILURE } from '@/islands/runtime/failure';

type Entry = { path: string; value: unknown };

/** Every string and function of a dictionary, by dotted path (array items by index). */
function entries(node: unknown, at = ''): Entry[] {
  if (typeof node === 'string' || typeof node === 'function') return [{ path: at, value: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => entries(item, `${at}.${i}`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => entries(value, at ? `${at}.${key}` : key));
  throw new Error(`${at} is neither text, a function, a list nor a group`);
}

const kind = (value: unknown) => (typeof value === 'function' ? 'function' : 'string');
const shape = (lang: Language) => Object.fromEntries(entries(ui(lang)).map((e) => [e.path, kind(e.value)]));

/** Arguments each function is called with; several lists where a plural or an option changes the words. Plain Latin values, so the script test sees the template's own words. */
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  'common.call': [['+91 80 4000 1000']],
  'header.emergencyCall': [['+91 80 4000 0000']],
  'header.emergencyCallRest': [['+91 80 4000 0000']],
  'menu.allDepartmentsCount': [[22]],
  'footer.copyright': [[2026, 'Hasiru']],
  'quickContact.callHospital': [['+91 80 4000 1000']],
  'breadcrumb.page': [[2]],
  'breadcrumb.servicesPage': [[2]],
  'form.lengthHint': [[120]],
  'form.invalidSummary': [[['Name']], [['Name', 'Phone']]],
  'validation.tooLong': [['Name', 100, 101]],
  'validation.phoneRequired': [['98450 12345']],
  'validation.phoneDigitsOnly': [['98450 12345']],
  'validation.phoneCountry': [['98450 12345']],
  'validation.phoneLength': [[1, '98450 12345'], [9, '98450 12345']],
  'validation.phoneFirstDigit': [['98450 12345']],
  'chat.departmentQuestion': [['Cardiology']],
  'carousel.scrollHint': [[7]],
  'carousel.slideLabel': [[3, 7]],
  'carousel.inView.one': [[3, 7]],
  'carousel.inView.many': [['4 - 6', 7]],
  'carousel.inView.range': [[4, 6]],
  'carousel.inView.list': [[[6, 7]], [[6, 7, 1]]],
  'home.emergencyCall': [['+91 80 4000 0000']],
  'home.visitDepartment': [['Cardiology']],
  'home.seeAllDepartments': [[22]],
  'home.rated': [[5]],
  'dates.format': [[15, 10, 2026]],
  'doctors.card.experience': [[12]],
  'doctors.card.bookWith': [['Dr. Arjun Hegde']],
  'doctors.directory.summaryAll': [[1], [27]],
  'doctors.directory.summaryIn': [[1, 'Cardiology'], [4, 'Orthopedics']],
  'doctors.directory.pageOf': [[2, 3]],
  'doctors.directory.pagesOf': [['Orthopedics']],
  'doctors.filter.summaryLabel': [['Orthopedics']],
  'doctors.profile.searchDepartments': [['Cardiology, Cardiologist']],
  'doctors.profile.searchConditions': [['Angina, Heart failure']],
  'departments.about': [['Cardiology']],
  'departments.callUs.before': [['Cardiology']],
  'departments.callUs.after': [['Cardiology']],
  'departments.specialists': [[1], [3]],
  'departments.doctorsCarousel': [['Cardiology']],
  'departments.seeAllDoctors': [['Cardiology']],
  'departments.needHelp': [['Cardiology']],
  'departments.services': [['Cardiology']],
  'departments.servicesPages': [['Cardiology']],
  'departments.servicesPageSummary': [[2, 3, 25]],
  'contact.mapLoadsFrom': [['www.google.com']],
  'contact.mapTitle': [['Hasiru', 'Jayanagar', 'Bengaluru']],
  'seo.ogImageAlt': [['Hasiru']],
  'seo.departmentTitle': [['Cardiology']],
  'seo.departmentServicesTitle': [['Cardiology', 2]],
  'departmentService.backTo': [['Cardiology']],
  'departmentService.otherServices': [['Cardiology']],
  'seo.departmentServicesDescription': [[2, 3, 'Cardiology', 'Echo, TMT']],
  'seo.departmentServiceDescription': [['Echo shows how the heart pumps.', 'Cardiology']],
  'seo.doctorDescription': [['Dr. Arjun Hegde', 'Senior Consultant', 12, 'MBBS, MD', 'Mon–Sat', '10:00–16:00']],
  'seo.directoryPageSuffix': [[2]],
  'seo.directoryTitle': [['Orthopedics']],
  'seo.directoryDescription': [['4 x', 'Hasiru', 1, 1], ['4 x', 'Hasiru', 2, 3]],
  'blog.listingTitle': [['Health articles', 2]],
  'blog.listingSummary': [[2, 4, 19]],
  'blog.metaPageTitle': [['Health articles', 2]],
  'blog.metaPageDescription': [[2, 'Read about health.']],
  'blog.byline.after': [[5]],
  'expertise.readMoreAbout': [['Laser surgery']],
  'expertise.askMessage': [['Laser surgery']],
};

/** Everything an entry can say: a string itself, a function's text for each of its sample argument lists. */
function texts(entry: Entry): string[] {
  if (typeof entry.value === 'string') return [entry.value];
  const samples = SAMPLE_ARGS[entry.path];
  if (!samples) throw new Error(`${entry.path} has no sample arguments in SAMPLE_ARGS`);
  return samples.map((args) => (entry.value as (...a: unknown[]) => unknown)(...args) as string);
}

/**
 * Entries that are the same in every script: the brand name WhatsApp (a
 * button word) and the languages' own names. Nothing else may be left
 * without the language's letters.
 */
const SCRIPT_NEUTRAL = new Set(['common.whatsapp', 'switcher.names.en', 'switcher.names.kn', 'switcher.names.hi']);

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const SCRIPT: Record<Translation, { own: RegExp; other: RegExp }> = {
  kn: { own: KANNADA, other: DEVANAGARI },
  hi: { own: DEVANAGARI, other: KANNADA },
};

describe('every language has the same entries as English', () => {
  it('lists the three languages', () => {
    expect(LANGUAGES).toEqual(['en', 'kn', 'hi']);
    for (const lang of LANGUAGES) expect(LANG_TAGS[lang].html.startsWith(lang)).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: the same keys, lists of the same length, text where English has text and functions where it has functions', (lang) => {
    expect(shape(lang)).toEqual(shape('en'));
  });

  it('gives every function sample arguments, and no sample to a function that is not there', () => {
    const functions = entries(ui('en')).filter((e) => typeof e.value === 'function').map((e) => e.path);
    expect(functions.filter((p) => !SAMPLE_ARGS[p])).toEqual([]);
    expect(Object.keys(SAMPLE_ARGS).filter((p) => !functions.includes(p))).toEqual([]);
  });
});

describe('every entry says something', () => {
  it.each(LANGUAGES)('%s: no empty text, no function that returns nothing or an unfilled value', (lang) => {
    const bad = entries(ui(lang)).flatMap((e) =>
      texts(e).flatMap((text) => (typeof text !== 'string' || text.trim().length === 0 || /undefined|NaN|\[object/.test(text) ? [`${e.path}: ${JSON.stringify(text)}`] : [])),
    );
    expect(bad).toEqual([]);
  });
});

describe('each language in its own script', () => {
  it.each(['kn', 'hi'] as const)('%s: every entry has letters of its script (except the script-neutral ones) and none of the other Indian script', (lang) => {
    const { own, other } = SCRIPT[lang];
    const missing: string[] = [];
    const mixed: string[] = [];
    for (const e of entries(ui(lang))) {
      if (SCRIPT_NEUTRAL.has(e.path)) continue;
      for (const text of texts(e)) {
        if (!own.test(text)) missing.push(`${e.path}: ${text}`);
        if (other.test(text)) mixed.push(`${e.path}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
    expect(mixed).toEqual([]);
  });

  it('keeps the script-neutral list to entries that exist and are truly the same in every language', () => {
    const en = Object.fromEntries(entries(ui('en')).map((e) => [e.path, e.value]));
    for (const p of SCRIPT_NEUTRAL) {
      expect(p in en, p).toBe(true);
      for (const lang of LANGUAGES) expect(Object.fromEntries(entries(ui(lang)).map((e) => [e.path, e.value]))[p], `${lang} ${p}`).toBe(en[p]);
    }
  });

  it('names every language in its own script, the same in every dictionary', () => {
    for (const lang of LANGUAGES) expect(ui(lang).switcher.names).toEqual({ en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' });
  });

  it('writes numbers in Western digits', () => {
    const indianDigits = /[\u0CE6-\u0CEF\u0966-\u096F]/;
    for (const lang of LANGUAGES) for (const e of entries(ui(lang))) for (const text of texts(e)) expect(indianDigits.test(text), `${lang} ${e.path}`).toBe(false);
  });
});

describe('English is what the code says today', () => {
  const en = ui('en');

  // lib/chat.ts, lib/validation.ts and lib/carousel.ts write no words of their own any more: they take the
  // dictionary's (form, validation, chat, carousel), and their own tests hold them to the English they wrote.

  it('the carousel announcements read in every language', () => {
    for (const lang of LANGUAGES) for (const [first, perView, count] of [[0, 1, 7], [3, 3, 7], [5, 3, 7], [4, 4, 6]] as const) expect(inViewAnnouncement(first, perView, count, ui(lang).carousel.inView)).not.toBe('');
  });

  it('the dates of lib/format.ts', () => {
    for (let month = 1; month <= 12; month++) expect(formatDate(`2026-${String(month).padStart(2, '0')}-05`)).toBe(en.dates.format(5, month, 2026));
    for (const lang of LANGUAGES) expect(ui(lang).dates.months).toHaveLength(12);
  });

  it('the island failure box of islands/runtime/failure.ts', () => {
    expect([ISLAND_FAILURE.title, ISLAND_FAILURE.fallbackReason, ISLAND_FAILURE.emergency]).toEqual([en.errors.title, en.errors.islandReason, en.errors.islandEmergency]);
  });

  /** Entries that no code writes yet (the new notices, the switcher, the profile's English name) and the doctors' language identifiers, which are content values. */
  const NOT_IN_CODE_YET = /^(notes|switcher|doctors\.languageNames)\.|^doctors\.profile\.nameInEnglish$/;
  /** Groups the code no longer writes itself but reads through ui(lang): the islands and the server components that render them (their tests hold the English). */
  const WIRED = /^(quickContact|form|validation|chat|carousel|servicePanel)\./;

});
