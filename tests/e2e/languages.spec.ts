/**
 * The Kannada and Hindi versions of the key pages (lib/routes.ts
 * TRANSLATED_ROUTES), at the English path under /kn/ and /hi/.
 *
 * Every expectation comes from the content (getContent(lang)) and the
 * interface dictionary (ui(lang)): no sample text is written here. The
 * department, doctor and doctor-filter choice are taken from the content at
 * run time (see `example` below). One page load checks several things, so the
 * spec stays short. An editor may publish in English first (content/README.md):
 * an item not translated yet, or changed since, is shown in English and the
 * page says so; the spec expects the English for such an item, and lets a page
 * that carries the note show the English words of the items still in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { skipHomeModal } from './support/home-modal';
import { literal } from './support/content';
import { discoverPages } from './support/site';
import { answerChatLocally } from './support/chat';
import { getContent } from '../../lib/content/cache';
import type { Content } from '../../lib/content/load';
import { contentDir } from '../../lib/content/read';
import { doctorsMatching, doctorsOf, filterChoiceOf, servicePages } from '../../lib/content/queries';
import { isNoindex } from '../../lib/build/pages';
import { FIXED_FIELDS, SOURCE } from '../../lib/content/translations';
import { messageOf, phoneDigits, phoneLink } from '../../lib/chat';
import { EXAMPLE_MOBILE } from '../../lib/validation';
import { ENGLISH_NAMES, LANG_TAGS, LANGUAGES, LANGUAGE_NAMES, TRANSLATIONS, type Language, type Translation } from '../../lib/i18n/languages';
import { ui } from '../../lib/i18n/ui';
import { TRANSLATED_ROUTES, href, inLanguage, isEnglishOnly, languageOf, languageVersions, pageFile, paths, routeOf } from '../../lib/routes';

const en = getContent('en');
const contentIn = (lang: Language): Content => getContent(lang);

/** True when a site path is a kind of page that has Kannada and Hindi versions. */
function hasTranslations(sitePath: string): boolean {
  const route = routeOf(languageOf(sitePath).path);
  return !!route && TRANSLATED_ROUTES.includes(route.name);
}

/** Alternates in a fixed order, to compare as text. */
const sorted = (alternates: Record<string, string>) => JSON.stringify(Object.entries(alternates).sort(([a], [b]) => a.localeCompare(b)));

// ------------------------------------------------------------- the examples

/** The English files (relative to content/) whose items are shown in English in a language (content.translation.gaps). */
const gapsIn = (lang: Translation) => getContent(lang).translation?.gaps ?? {};

/** True when a department's file has no item shown in English in the language. */
function departmentTranslated(lang: Translation, slug: string): boolean {
  return !Object.keys(gapsIn(lang)).some((file) => {
    if (!file.startsWith('departments/')) return false;
    const data = JSON.parse(fs.readFileSync(path.join(contentDir(), file), 'utf8')) as { slug?: string };
    return data.slug === slug;
  });
}

/** True when a doctor is shown wholly in the language. */
const doctorTranslated = (lang: Translation, id: string) => !(gapsIn(lang)['doctors.json'] ?? []).some((gap) => gap.item.endsWith(`/${id}`));

/**
 * The department the spec visits: the first (file order) with conditions,
 * services, a doctor and a doctor-filter choice, translated in full in every
 * language, whose first doctor is too; with that doctor and that choice.
 */
const example = (() => {
  for (const d of en.departments) {
    const doctor = doctorsOf(d.slug)[0];
    const choice = filterChoiceOf(d.slug);
    if (!doctor || !choice || d.conditions.length === 0 || d.services.length === 0) continue;
    if (TRANSLATIONS.every((lang) => departmentTranslated(lang, d.slug) && doctorTranslated(lang, doctor.id))) return { slug: d.slug, doctorId: doctor.id, choiceKey: choice.key };
  }
  return undefined;
})();

/** The first article translated in full in every language (no gap in its file), if any. */
const exampleArticle = en.articles.find((a) => TRANSLATIONS.every((lang) => !gapsIn(lang)[`articles/${a.slug}.json`]));
/** The first service of the Centre of Expertise translated in every language, if any. */
const exampleExpertise = en.expertise.services.find((s) => TRANSLATIONS.every((lang) => !(gapsIn(lang)['expertise.json'] ?? []).some((g) => g.item === `services/${s.slug}`)));

const departmentIn = (lang: Language) => contentIn(lang).departments.find((d) => d.slug === example!.slug)!;
const doctorIn = (lang: Language) => contentIn(lang).doctors.find((d) => d.id === example!.doctorId)!;
/** The example department's first service, in a language. */
const serviceIn = (lang: Language) => departmentIn(lang).services[0]!;
/** A service's text as its page shows it: every paragraph, lead, caption and list item. */
const serviceTexts = (lang: Language) =>
  serviceIn(lang).body.flatMap((b) => (b.type === 'checklist' || b.type === 'list' ? b.items : [b.text]));

/** Each translated kind of page: its English path, the heading its <h1> shows and any other text main must show, from a language's content and dictionary. */
interface PageType {
  name: string;
  path: string;
  heading: (content: Content) => string;
  /** The item of a content file the heading (and `shows`) comes from: [English file, item] as content.translation.gaps names them. */
  source: [string, string];
  shows?: (lang: Language) => string[];
}

/** True when an item of an English file is shown in the language: no gap (not translated, out of date or partly translated) is listed for it. */
const itemTranslated = (lang: Translation, [file, item]: [string, string]) => !(gapsIn(lang)[file] ?? []).some((gap) => gap.item === item);

/** The directory's summary line of the example's filter choice, in a language: "<label>: 4 ವೈದ್ಯರು". */
function choiceSummary(lang: Language): string {
  const choice = contentIn(lang).doctorFilter.find((o) => o.key === example!.choiceKey)!;
  return ui(lang).doctors.directory.summaryIn(doctorsMatching(choice.key, lang).length, choice.label);
}

const PAGE_TYPES: PageType[] = example
  ? [
      { name: 'home', path: paths.home(), heading: (c) => c.home.hero.heading, source: ['home.json', 'hero'] },
      { name: 'about', path: paths.about(), heading: (c) => c.pages.about.heading, source: ['pages.json', 'about'] },
      { name: 'contact', path: paths.contact(), heading: (c) => c.pages.contact.heading, source: ['pages.json', 'contact'] },
      { name: 'departments index', path: paths.departments(), heading: (c) => c.pages.mainservice.heading, source: ['pages.json', 'mainservice'] },
      { name: 'a department', path: paths.department(example.slug), heading: (c) => c.departments.find((d) => d.slug === example.slug)!.name, source: [`departments/${example.slug}.json`, 'name'] },
      { name: 'the doctors directory', path: paths.doctors(), heading: (c) => c.pages.ourdoctor.heading, source: ['pages.json', 'ourdoctor'] },
      {
        name: 'a directory filter page',
        path: paths.doctorsIn(example.choiceKey),
        heading: (c) => c.pages.ourdoctor.heading,
        source: ['pages.json', 'ourdoctor'],
        shows: (lang) => [choiceSummary(lang)],
      },
      { name: 'a doctor', path: paths.doctor(example.doctorId), heading: (c) => c.doctors.find((d) => d.id === example.doctorId)!.name, source: ['doctors.json', `doctors/${example.doctorId}`] },
      {
        name: "a department's service",
        path: paths.departmentService(example.slug, serviceIn('en').slug),
        heading: (c) => c.departments.find((d) => d.slug === example.slug)!.services[0]!.name,
        source: [`departments/${example.slug}.json`, `services/${serviceIn('en').slug}`],
        shows: (lang) => serviceTexts(lang).slice(0, 1),
      },
      {
        name: 'the gallery',
        path: paths.gallery(),
        heading: (c) => c.pages.gallery.heading,
        source: ['pages.json', 'gallery'],
        // a caption, while gallery.json is translated in every language (a picture may be published in English first)
        shows: (lang) => (TRANSLATIONS.some((l) => gapsIn(l)['gallery.json']) ? [] : [contentIn(lang).gallery.images[0]?.caption ?? ''].filter(Boolean)),
      },
      { name: 'the Centre of Expertise', path: paths.services(), heading: (c) => c.pages.services.heading, source: ['pages.json', 'services'] },
      ...(exampleExpertise
        ? [{ name: 'a service of the Centre', path: paths.expertiseService(exampleExpertise.slug), heading: (c: Content) => c.expertise.services.find((s) => s.slug === exampleExpertise.slug)!.name, source: ['expertise.json', `services/${exampleExpertise.slug}`] as [string, string] }]
        : []),
      { name: 'the blog', path: paths.blog(), heading: (c) => c.pages.blog.heading, source: ['pages.json', 'blog'] },
      ...(exampleArticle ? [{ name: 'an article', path: paths.article(exampleArticle.slug), heading: (c: Content) => c.articles.find((a) => a.slug === exampleArticle.slug)!.title, source: [`articles/${exampleArticle.slug}.json`, 'title'] as [string, string] }] : []),
    ]
  : [];

const NO_EXAMPLE = 'the content has no department with conditions, services, a doctor and a filter choice, translated in every language';


// ---------------------------------------------------------------- helpers

/** A page's <link rel="alternate" hreflang> as { hreflang: href }, with every href absolute. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, (l as HTMLLinkElement).href])),
  );
}

/** What a page of `englishPath`'s kind must list: each language's version, and x-default on the English. */
function expectedAlternates(englishPath: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map((lang) => [LANG_TAGS[lang].html, href(inLanguage(lang, englishPath))])),
    'x-default': href(englishPath),
  };
}

/** { hreflang: path } of absolute URLs, checking that they all share one origin (the site's, whatever SITE_URL the build had). */
function pathsOnOneOrigin(urls: Record<string, string>, origin: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, url] of Object.entries(urls)) {
    const u = new URL(url);
    out[key] = u.origin === origin ? u.pathname : url;
  }
  return out;
}

/** The alternates written into a page's HTML file of the build (attribute names as React writes them). */
function alternatesInFile(sitePath: string): { alternates: Record<string, string>; canonical?: string } {
  const html = fs.readFileSync(path.join('out', pageFile(sitePath)), 'utf8');
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)].map((m) => [m[1]!, m[2]!]));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { alternates, canonical };
}

/** Letters of each translation's script. */
const SCRIPT: Record<Translation, { name: string; letters: string }> = {
  kn: { name: 'Kannada', letters: '\\u0C80-\\u0CFF' },
  hi: { name: 'Devanagari', letters: '\\u0900-\\u097F' },
};

/** A Latin word: letters, with an apostrophe, full stop or hyphen inside ("X-ray", "D.Ortho"). */
const LATIN_WORD = /[A-Za-z]+(?:['’.-][A-Za-z]+)*/g;

/**
 * The Latin words a translation writes itself, in content/<lang>/ (the
 * translators' files, not the English they fall back on): abbreviations the
 * glossaries keep (ICU, ECG, MBBS), a studio's name, "X-ray". A page may show
 * these; any other Latin word on it came from somewhere that does not speak
 * the language.
 */
function latinTheTranslationWrites(lang: Translation): string[] {
  const words = new Set<string>();
  const dir = path.join(contentDir(), lang);
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
  // (a language with no translation file yet has no words of its own)
  if (fs.existsSync(dir)) for (const file of files(dir)) addLatinWords(JSON.parse(fs.readFileSync(file, 'utf8')), '', words);
  return [...words];
}

/** Adds the Latin words of the words in a piece of content (not its ids, pictures, numbers or fingerprints) to `words`. */
function addLatinWords(value: unknown, key: string, words: Set<string>) {
  if (key === SOURCE || key === '$schema' || FIXED_FIELDS.has(key)) return;
  if (typeof value === 'string') for (const w of value.match(LATIN_WORD) ?? []) words.add(w);
  else if (Array.isArray(value)) for (const v of value) addLatinWords(v, key, words);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) addLatinWords(v, k, words);
}

/**
 * The Latin words of the English items a language shows in English for now
 * (content.translation.gaps: a new doctor, a filter choice added in English
 * first): a page that says some of its words are not translated yet may show these.
 */
function latinOfItemsInEnglish(lang: Translation): string[] {
  const words = new Set<string>();
  for (const [file, gaps] of Object.entries(gapsIn(lang))) {
    const english = JSON.parse(fs.readFileSync(path.join(contentDir(), file), 'utf8')) as Record<string, unknown>;
    for (const { item } of gaps) {
      const [field, key] = item.split('/') as [string, string | undefined];
      const value = english[field];
      const element = key === undefined ? value : (value as { id?: string; slug?: string }[]).find((e) => (e.id ?? e.slug) === key);
      addLatinWords(element, field, words);
    }
  }
  return [...words];
}

/**
 * At most this many Latin letters per letter of the page's script, once the
 * Latin a page may carry is taken out (see latinReport). A translated page
 * has none left today; one English label, message or card goes well above
 * it on any page but the longest (the home page has some 13,000 letters).
 */
const MAX_LATIN_RATIO = 0.002;

interface LatinReport {
  scriptLetters: number;
  latinLetters: number;
  ratio: number;
  /** Each Latin word left in the visible text, with how often, by the component it is in. */
  leaks: { where: string; words: string }[];
  /** Latin words left in the names screen readers read (aria-label, alt, title, placeholder, aria-roledescription). */
  names: { where: string; words: string }[];
}

/**
 * The visible text of the header, main and the footer (the text nodes that
 * innerText reads, before CSS capitalises them), less what may be Latin on
 * purpose: text in an element whose `lang` is another language (English
 * quotations lang="en-IN", the switcher's other names), links to English-only
 * pages (hreflang="en": their English titles), URLs, e-mail addresses,
 * "WhatsApp", "OPD", "24x7", digits (phone numbers), Latin text in brackets
 * (the glossaries' "ಹೃದ್ರೋಗ (Cardiology)" form) and the Latin words the
 * translation writes itself. Counts the page script's letters against the
 * Latin ones left, and names the component each Latin word left is in
 * (island, form, section or landmark). Reads the names in attributes the same way.
 */
async function latinReport(page: Page, lang: Translation, inEnglish: readonly string[] = []): Promise<LatinReport> {
  return page.evaluate(
    ({ tag, letters, allowed, wordPattern }) => {
      const allow = new Set(allowed);
      const script = new RegExp(`[${letters}]`, 'g');
      const otherLanguage = (el: Element) =>
        ['lang', 'hreflang'].some((attr) => {
          const value = el.getAttribute(attr);
          return value !== null && value.toLowerCase().split('-')[0] !== tag;
        });
      const inOtherLanguage = (el: Element | null) => {
        for (let e = el; e; e = e.parentElement) if (e !== document.documentElement && otherLanguage(e)) return true;
        return false;
      };
      const clean = (text: string) =>
        text
          .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
          .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
          .replace(/\b(?:WhatsApp|OPD|24x7)\b/g, ' ')
          .replace(/\d+/g, ' ')
          .replace(/\(([^()]*)\)/g, (all, inner: string) => (/[A-Za-z]/.test(inner) && !new RegExp(`[${letters}]`).test(inner) ? ' ' : all));
      const latinWords = (text: string) => (clean(text).match(new RegExp(wordPattern, 'g')) ?? []).filter((w) => !allow.has(w));

      const componentOf = (el: Element): string => {
        const island = el.closest('island-root');
        if (island) {
          const form = island.querySelector('form[id]');
          return `island ${island.getAttribute('data-island')}${form ? ` (form#${form.id})` : ''}`;
        }
        const named = el.closest('form[id], section[aria-labelledby], section[id], nav[aria-label], nav[aria-labelledby], aside[aria-label], body > header, body > footer, main');
        if (!named) return el.tagName.toLowerCase();
        if (named.matches('body > header')) return 'header';
        if (named.matches('body > footer')) return 'footer';
        if (named.matches('main')) return 'main';
        const label = named.getAttribute('aria-labelledby') ?? named.getAttribute('aria-label');
        return `${named.tagName.toLowerCase()}${named.id ? `#${named.id}` : ''}${label ? ` "${document.getElementById(label)?.textContent?.trim() ?? label}"` : ''}`;
      };
      const group = (found: Map<string, Map<string, number>>) =>
        [...found].map(([where, words]) => ({ where, words: [...words].map(([w, n]) => (n > 1 ? `${w} ×${n}` : w)).join(', ') }));
      const note = (found: Map<string, Map<string, number>>, where: string, words: string[]) => {
        if (words.length === 0) return;
        const seen = found.get(where) ?? new Map<string, number>();
        for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1);
        found.set(where, seen);
      };

      const roots = [document.querySelector('body > header'), document.querySelector('main'), document.querySelector('body > footer')].filter((r): r is HTMLElement => !!r);
      let scriptLetters = 0;
      let latinLetters = 0;
      const leaks = new Map<string, Map<string, number>>();
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('script, style, noscript, template') || inOtherLanguage(parent)) continue;
          // what innerText leaves out: display: none, visibility: hidden, a closed <details>
          if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false })) continue;
          const text = node.textContent ?? '';
          scriptLetters += (text.match(script) ?? []).length;
          const words = latinWords(text);
          latinLetters += words.join('').replace(/[^A-Za-z]/g, '').length;
          note(leaks, componentOf(parent), words);
        }
      }

      const names = new Map<string, Map<string, number>>();
      const NAME_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-description', 'alt', 'title', 'placeholder'];
      for (const el of document.body.querySelectorAll(NAME_ATTRIBUTES.map((a) => `[${a}]`).join(', '))) {
        if (inOtherLanguage(el) || el.closest('island-root[data-island-state="failed"]')) continue;
        for (const attr of NAME_ATTRIBUTES) {
          const value = el.getAttribute(attr);
          // grouped by what the name says less its numbers ("1 of 27", "2 of 27" … are one line)
          if (value) note(names, `${componentOf(el)} <${el.tagName.toLowerCase()} ${attr}="${value.replace(/\d+/g, '#')}">`, latinWords(value));
        }
      }
      return { scriptLetters, latinLetters, ratio: latinLetters / Math.max(1, scriptLetters), leaks: group(leaks), names: group(names) };
    },
    { tag: lang, letters: SCRIPT[lang].letters, allowed: [...latinTheTranslationWrites(lang), ...inEnglish], wordPattern: LATIN_WORD.source },
  );
}

const describeLatin = (report: LatinReport, lang: Translation) =>
  `Latin letters ${report.latinLetters} / ${SCRIPT[lang].name} letters ${report.scriptLetters} = ${(report.ratio * 100).toFixed(2)}% (at most ${MAX_LATIN_RATIO * 100}%); Latin words left, by component:\n${report.leaks.map((l) => `  ${l.where}: ${l.words}`).join('\n') || '  (none)'}`;

const describeNames = (report: LatinReport) => `Latin words in names screen readers read:\n${report.names.map((l) => `  ${l.where}: ${l.words}`).join('\n')}`;

/** Presses Tab from where focus is until `target` has it; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

const switcher = (page: Page, lang: Language) => page.locator('body > header').getByRole('navigation', { name: ui(lang).switcher.label, exact: true });
const switcherLink = (page: Page, lang: Language, to: Language) => switcher(page, lang).locator(`a[hreflang="${LANG_TAGS[to].html}"]`);

/** The switcher on a page in `lang` of the page at `englishPath`: one link to each other language, to the same page there or to that language's home page. */
async function expectSwitcher(page: Page, lang: Language, englishPath: string) {
  const versions = languageVersions(englishPath);
  const others = LANGUAGES.filter((l) => l !== lang);
  await expect(switcher(page, lang).getByRole('link')).toHaveCount(others.length);
  for (const other of others) {
    const link = switcherLink(page, lang, other);
    const target = versions[other];
    await expect(link).toHaveAttribute('lang', LANG_TAGS[other].html);
    await expect(link).toHaveAttribute('href', href(target ?? inLanguage(other, paths.home())));
    // the name in its own script; ", home page" (in that language) after it when the link goes to the home page
    // (the sr-only part is a box of its own, so a space may come before its comma)
    const name = target ? literal(LANGUAGE_NAMES[other]) : `${literal(LANGUAGE_NAMES[other])}\\s*${literal(ui(other).switcher.homeOnly.trim())}`;
    await expect(link).toHaveAccessibleName(new RegExp(`^${name}$`));
  }
}

/** A form's field by its accessible name: its label less the required mark (" *", hidden from screen readers). */
const fieldOf = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });

// ----------------------------------------------------- each translated page

for (const lang of TRANSLATIONS) {
  test.describe(`${ENGLISH_NAMES[lang]} pages`, () => {
    test.skip(!example, NO_EXAMPLE);

    for (const type of PAGE_TYPES) {
      const own = inLanguage(lang, type.path);
      // axe at 375 and 1280 px runs on one page of every kind in each language in site-pages.spec.ts (pagesToVisit)
      test(`${type.name} ${own}: lang, heading, alternates, canonical, links that stay in ${ENGLISH_NAMES[lang]}, no English left`, async ({ page }) => {
        await skipHomeModal(page);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(own);
        const t = ui(lang);

        await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang].html);
        const heading = type.heading(contentIn(lang));
        // an item published in English first shows in English until it is translated (content/README.md)
        const translated = itemTranslated(lang, type.source);
        if (translated) expect(heading, 'the translated heading differs from the English').not.toBe(type.heading(en));
        await expect(page.locator('h1')).toHaveText(heading);
        const english = type.shows?.('en') ?? [];
        for (const [i, text] of (type.shows?.(lang) ?? []).entries()) {
          if (translated) expect(text, 'the translated text differs from the English').not.toBe(english[i]);
          await expect(page.locator('main')).toContainText(text);
        }

        // hreflang alternates to every version, x-default the English; canonical is the page itself, on the same origin
        const canonical = await page.locator('head link[rel="canonical"]').evaluate((l) => (l as HTMLLinkElement).href);
        const origin = new URL(canonical).origin;
        expect(new URL(canonical).pathname, 'canonical').toBe(href(own));
        expect(pathsOnOneOrigin(await alternatesOf(page), origin)).toEqual(expectedAlternates(type.path));

        // internal links: a page with a version in this language is linked in it (the switcher aside);
        // a page in English only says so (hreflang="en" and the note in the page's language)
        const links = await page.locator('body a[href]').evaluateAll((as, switcherLabel) =>
          as.map((a) => ({
            url: (a as HTMLAnchorElement).href,
            hreflang: a.getAttribute('hreflang'),
            text: a.textContent ?? '',
            inSwitcher: !!a.closest(`nav[aria-label="${switcherLabel}"]`),
          })),
        t.switcher.label);
        const pageOrigin = new URL(page.url()).origin;
        const wrong: string[] = [];
        for (const link of links) {
          const url = new URL(link.url);
          if (url.origin !== pageOrigin || link.inSwitcher || !routeOf(url.pathname)) continue;
          const { lang: linkLang } = languageOf(url.pathname);
          if (isEnglishOnly(lang, url.pathname)) {
            if (link.hreflang !== 'en' || !link.text.includes(t.notes.inEnglish)) wrong.push(`${url.pathname}: English only, but hreflang=${link.hreflang} and text "${link.text.trim()}"`);
          } else if (linkLang !== lang) wrong.push(`${url.pathname}: has a ${ENGLISH_NAMES[lang]} version, but the link goes to the ${ENGLISH_NAMES[linkLang]} one ("${link.text.trim()}")`);
        }
        expect.soft(wrong, 'links that leave the language').toEqual([]);

        // a page that says some of its words are not translated yet may show the English of the items still in English
        const noted = (await page.locator('[data-untranslated-note]').count()) > 0;
        const latin = await latinReport(page, lang, noted ? latinOfItemsInEnglish(lang) : []);
        expect.soft(latin.ratio, describeLatin(latin, lang)).toBeLessThanOrEqual(MAX_LATIN_RATIO);
        expect.soft(latin.names, describeNames(latin)).toEqual([]);
      });
    }
  });
}

test('the English pages link to both translations, and every version names the same alternates', () => {
  test.skip(!example, NO_EXAMPLE);
  for (const type of PAGE_TYPES) {
    const expected = expectedAlternates(type.path);
    for (const lang of LANGUAGES) {
      const own = inLanguage(lang, type.path);
      const { alternates, canonical } = alternatesInFile(own);
      const origin = new URL(canonical!).origin;
      expect(new URL(canonical!).pathname, `${own} canonical`).toBe(href(own));
      expect(pathsOnOneOrigin(alternates, origin), `${own} alternates`).toEqual(expected);
    }
  }
});

// ------------------------------------------------------------- the switcher

test.describe('the language switcher', () => {
  test.skip(!example, NO_EXAMPLE);
  test.beforeEach(async ({ page }) => {
    await skipHomeModal(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('by keyboard alone, from an English page to the same page in Kannada, and back to English', async ({ page }) => {
    await page.goto(paths.about());
    await expectSwitcher(page, 'en', paths.about());
    await tabTo(page, switcherLink(page, 'en', 'kn'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href(inLanguage('kn', paths.about())));
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.kn.html);
    await expect(page.locator('h1')).toHaveText(contentIn('kn').pages.about.heading);

    await expectSwitcher(page, 'kn', paths.about());
    await tabTo(page, switcherLink(page, 'kn', 'en'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href(paths.about()));
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.en.html);
  });

  test("by keyboard, from a doctor's page to the same doctor in Kannada", async ({ page }) => {
    const doctor = paths.doctor(example!.doctorId);
    await page.goto(doctor);
    await tabTo(page, switcherLink(page, 'en', 'kn'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href(inLanguage('kn', doctor)));
    await expect(page.locator('h1')).toHaveText(doctorIn('kn').name);
    await expectSwitcher(page, 'kn', doctor);
  });

  test('from an article to the same article in Hindi, and its blog listing stays in Hindi', async ({ page }) => {
    test.skip(!exampleArticle, 'no article is translated in every language');
    const article = paths.article(exampleArticle!.slug);
    await page.goto(article);
    await expectSwitcher(page, 'en', article);
    await switcherLink(page, 'en', 'hi').click();
    await page.waitForURL((url) => url.pathname === href(inLanguage('hi', article)));
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.hi.html);
    await expect(page.locator('h1')).toHaveText(contentIn('hi').articles.find((a) => a.slug === exampleArticle!.slug)!.title);
    await page.getByRole('navigation', { name: ui('hi').breadcrumb.navLabel }).getByRole('link', { name: ui('hi').menu.blog }).click();
    await page.waitForURL((url) => url.pathname === href(inLanguage('hi', paths.blog())));
    await expect(page.locator('h1')).toHaveText(contentIn('hi').pages.blog.heading);
  });
});

// ---------------------------------------------------------- without JavaScript

test.describe('a department in Kannada and Hindi with JavaScript off', () => {
  test.skip(!example, NO_EXAMPLE);
  test.use({ javaScriptEnabled: false });

  for (const lang of TRANSLATIONS) {
    test(`${ENGLISH_NAMES[lang]}: the name as heading, its services and conditions in ${ENGLISH_NAMES[lang]}, the emergency number in the header`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(inLanguage(lang, paths.department(example!.slug)));
      const d = departmentIn(lang);
      const english = departmentIn('en');
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang].html);
      await expect(page.locator('h1')).toHaveText(d.name);
      const main = page.locator('main');
      const text = await main.innerText();
      // the services the department's own page shows (its first page of the grid), by their translated names
      const shown = servicePages(d)[0]!;
      expect(shown.filter((s) => !text.includes(s.name)).map((s) => s.name), 'services missing').toEqual([]);
      expect(shown.filter((s, i) => s.name === servicePages(english)[0]![i]!.name).map((s) => s.name), 'services left in English').toEqual([]);
      // the conditions list: each condition's translated name and text
      const conditions = main.locator('section[aria-labelledby="conditions"]');
      await expect(conditions.getByRole('heading', { name: ui(lang).departments.conditionsTitle })).toBeVisible();
      await expect(conditions.locator('li h3')).toHaveText(d.conditions.map((c) => c.name));
      expect(d.conditions.filter((c, i) => c.name === english.conditions[i]!.name).map((c) => c.name), 'conditions left in English').toEqual([]);
      // the emergency number, in the header, under its translated name
      const call = page.locator('body > header').locator(`a[href="${phoneLink(en.site.phones.emergency)}"]`).filter({ visible: true }).first();
      await expect(call).toBeVisible();
      await expect(call).toHaveAccessibleName(new RegExp(literal(ui(lang).header.emergency)));
    });
  }
});

test.describe("a department's service in Kannada and Hindi with JavaScript off", () => {
  test.skip(!example, NO_EXAMPLE);
  test.use({ javaScriptEnabled: false });

  for (const lang of TRANSLATIONS) {
    test(`${ENGLISH_NAMES[lang]}: reached from the department's card, its name as heading and its whole text in ${ENGLISH_NAMES[lang]}, with its canonical and alternates`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const s = serviceIn(lang);
      const englishPath = paths.departmentService(example!.slug, s.slug);
      const own = inLanguage(lang, englishPath);
      // the department's card is a link to the service's page in the same language
      await page.goto(inLanguage(lang, paths.department(example!.slug)));
      await page.locator(`a[data-service-card="${s.slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href(own)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang].html);
      await expect(page.locator('h1')).toHaveText(s.name);
      expect(s.name, 'the service name left in English').not.toBe(serviceIn('en').name);
      const main = page.locator('main');
      const text = await main.innerText();
      const texts = serviceTexts(lang);
      expect(texts.filter((x) => !text.includes(x)), 'text missing').toEqual([]);
      const english = serviceTexts('en');
      expect(texts.filter((x, i) => x === english[i]), 'text left in English').toEqual([]);
      await expect(main.getByRole('link', { name: ui(lang).departmentService.backTo(departmentIn(lang).name) })).toHaveAttribute('href', href(inLanguage(lang, paths.department(example!.slug))));
      const canonical = await page.locator('head link[rel="canonical"]').evaluate((l) => (l as HTMLLinkElement).href);
      expect(new URL(canonical).pathname, 'canonical').toBe(href(own));
      expect(pathsOnOneOrigin(await alternatesOf(page), new URL(canonical).origin)).toEqual(expectedAlternates(englishPath));
    });
  }
});

// ---------------------------------------------------------------- the forms

/**
 * The chat-form island on a Kannada or Hindi page speaks the page's language:
 * labels ui(lang).form, messages ui(lang).validation, the chat message's
 * greeting and field labels ui(lang).chat (needs the translated island, merged
 * with the islands' words in lib/i18n/<lang>/).
 */
test.describe('the chat forms in Kannada and Hindi', () => {
  test.skip(!example, NO_EXAMPLE);
  test.beforeEach(async ({ page, context }) => {
    await skipHomeModal(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await answerChatLocally(context);
  });

  /** A mobile number with a wrong first digit, as the English form test types it. */
  const BAD_FIRST_DIGIT = '5845012345';
  /** What a visitor types: words in the language, with a line break and characters a URL must escape. */
  const typed = {
    kn: { name: 'ಆಶಾ ರಾವ್', subject: 'ಭೇಟಿಯ ಸಮಯ & ವಾಹನ ನಿಲುಗಡೆ', message: 'ನನ್ನ ಮಗ ರಾತ್ರಿ ಉಳಿಯಬಹುದೇ?\nಅವನಿಗೆ 12 ವರ್ಷ. ಧನ್ಯವಾದ #1' },
    hi: { name: 'आशा राव', subject: 'मिलने का समय & पार्किंग', message: 'क्या मेरा बेटा रात में रुक सकता है?\nवह 12 साल का है। धन्यवाद #1' },
  } as const satisfies Record<Translation, { name: string; subject: string; message: string }>;

  for (const lang of TRANSLATIONS) {
    test(`${ENGLISH_NAMES[lang]} contact form: labels, a mistake shown in ${ENGLISH_NAMES[lang]} with nothing lost, then the chat message under translated labels`, async ({ page, context }) => {
      const t = ui(lang);
      await page.goto(inLanguage(lang, paths.contact()));
      const form = page.locator('form#contact-form');
      const labels = t.form.labels;
      for (const field of ['name', 'email', 'subject', 'message'] as const) await expect(fieldOf(form, labels[field])).toBeVisible();
      const submit = form.getByRole('button', { name: new RegExp(literal(t.form.submit)) });

      // an empty name and an e-mail without @: both shown, in the language, and what was typed stays
      await fieldOf(form, labels.email).fill('asha.example.in');
      await fieldOf(form, labels.subject).fill(typed[lang].subject);
      await fieldOf(form, labels.message).fill(typed[lang].message);
      await submit.click();
      const name = fieldOf(form, labels.name);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(new RegExp(literal(t.validation.nameRequired)));
      await expect(fieldOf(form, labels.email)).toHaveAccessibleDescription(new RegExp(literal(t.validation.emailAt)));
      await expect(form.getByRole('status')).toHaveText(t.form.invalidSummary([t.form.shortLabels.name, t.form.shortLabels.email]));
      await expect(fieldOf(form, labels.subject)).toHaveValue(typed[lang].subject);
      await expect(fieldOf(form, labels.message)).toHaveValue(typed[lang].message);
      expect(context.pages()).toHaveLength(1);

      // fixed: the chat opens with the greeting and each field under its translated label, the text exactly as typed
      await name.fill(typed[lang].name);
      await fieldOf(form, labels.email).fill('asha@example.in');
      const [tab] = await Promise.all([context.waitForEvent('page'), submit.click()]);
      await tab.waitForURL(/^https:\/\/wa\.me\//);
      const url = new URL(tab.url());
      expect(url.origin + url.pathname).toBe(`https://wa.me/${phoneDigits(en.site.whatsapp)}`);
      const chat = t.chat.fieldLabels;
      expect(messageOf(tab.url())).toBe(
        [
          t.chat.greetings.contact,
          `${chat.name}: ${typed[lang].name}`,
          `${chat.email}: asha@example.in`,
          `${chat.subject}: ${typed[lang].subject}`,
          `${chat.message}: ${typed[lang].message}`,
        ].join('\n'),
      );
      await expect(form.getByRole('status')).toContainText(t.form.sent);
    });

    test(`${ENGLISH_NAMES[lang]} home form: an empty name and a mobile number with a wrong first digit are explained in ${ENGLISH_NAMES[lang]}, the number kept`, async ({ page }) => {
      const t = ui(lang);
      await page.goto(inLanguage(lang, paths.home()));
      const form = page.locator('form#home-contact-form');
      const labels = t.form.labels;
      for (const field of ['name', 'phone', 'email', 'message'] as const) await expect(fieldOf(form, labels[field])).toBeVisible();
      const phone = fieldOf(form, labels.phone);
      await phone.fill(BAD_FIRST_DIGIT);
      await fieldOf(form, labels.message).fill(typed[lang].message);
      await form.getByRole('button', { name: new RegExp(literal(t.form.submit)) }).click();
      const name = fieldOf(form, labels.name);
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(new RegExp(literal(t.validation.nameRequired)));
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(new RegExp(literal(t.validation.phoneFirstDigit(EXAMPLE_MOBILE))));
      await expect(form.getByRole('status')).toHaveText(t.form.invalidSummary([t.form.shortLabels.name, t.form.shortLabels.phone]));
      await expect(phone).toHaveValue(BAD_FIRST_DIGIT);
      await expect(fieldOf(form, labels.message)).toHaveValue(typed[lang].message);
    });
  }
});

// ---------------------------------------------------------------- the sitemap

test('the sitemap lists every translated page with alternates in all three languages and x-default; English-only pages have none', () => {
  const sitemap = fs.readFileSync('out/sitemap.xml', 'utf8');
  const entries = new Map<string, Record<string, string>>();
  for (const m of sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!;
    const origin = new URL(loc).origin;
    const alternates = Object.fromEntries([...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1]!, a[2]!]));
    entries.set(new URL(loc).pathname, pathsOnOneOrigin(alternates, origin));
  }
  const built = discoverPages('out').filter((p) => !isNoindex(fs.readFileSync(path.join('out', pageFile(p)), 'utf8')));
  const translatedEnglish = built.filter((p) => languageOf(p).lang === 'en' && hasTranslations(p));
  expect(translatedEnglish.length, 'English pages with translations').toBeGreaterThan(0);

  // every English page of a translated kind has its Kannada and Hindi versions built, indexable and listed, each with all alternates
  const problems: string[] = [];
  for (const english of translatedEnglish) {
    for (const lang of LANGUAGES) {
      const own = inLanguage(lang, english);
      if (!built.includes(own)) problems.push(`${own}: not built (or noindex)`);
      const listed = entries.get(href(own));
      if (!listed) problems.push(`${own}: not in the sitemap`);
      else if (sorted(listed) !== sorted(expectedAlternates(english))) problems.push(`${own}: alternates ${JSON.stringify(listed)}`);
    }
  }
  // and nothing in a translation that has no English counterpart
  for (const p of built.filter((p) => languageOf(p).lang !== 'en')) if (!translatedEnglish.includes(languageOf(p).path)) problems.push(`${p}: a translation of no listed English page`);
  // English-only pages, if any: no alternates
  for (const [p, alternates] of entries) if (!hasTranslations(p) && Object.keys(alternates).length > 0) problems.push(`${p}: English only, but has alternates`);
  expect(problems).toEqual([]);

  // an article, in each language, with the alternates of all three
  const article = paths.article(en.articles[0]!.slug);
  for (const lang of LANGUAGES) expect(sorted(entries.get(href(inLanguage(lang, article))) ?? {}), `${inLanguage(lang, article)} is listed`).toBe(sorted(expectedAlternates(article)));
  // a department's service page, in each language, with the alternates of all three
  const service = en.departments.flatMap((d) => d.services.map((s) => paths.departmentService(d.slug, s.slug)))[0];
  if (service) for (const lang of LANGUAGES) expect(sorted(entries.get(href(inLanguage(lang, service))) ?? {}), `${inLanguage(lang, service)} is listed`).toBe(sorted(expectedAlternates(service)));
});
