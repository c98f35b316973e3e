import { describe, expect, it } from 'vitest';
import { withPageType } from '@/lib/build/search-index';
import { getContent } from '@/lib/content/cache';
import { ui } from '@/lib/i18n/ui';
import { TRANSLATIONS } from '@/lib/i18n/languages';
import { inLanguage, paths } from '@/lib/routes';
import {
  exactTitleFirst,
  excerptParts,
  fillIn,
  isSearchable,
  pageTypeOf,
  queryFromSearch,
  resultsMessage,
  searchWithQuery,
  typeLabel,
} from '@/lib/search';

describe('page types of the search index', () => {
  const content = getContent();

  it("gives every doctor, department, article, expertise service and department service page its own type", () => {
    for (const d of content.doctors) expect(pageTypeOf(paths.doctor(d.id)), d.id).toBe('doctor');
    for (const d of content.departments) expect(pageTypeOf(paths.department(d.slug)), d.slug).toBe('department');
    for (const a of content.articles) expect(pageTypeOf(paths.article(a.slug)), a.slug).toBe('article');
    for (const s of content.expertise.services) expect(pageTypeOf(paths.expertiseService(s.slug)), s.slug).toBe('service');
    for (const d of content.departments) for (const s of d.services) expect(pageTypeOf(paths.departmentService(d.slug, s.slug)), s.slug).toBe('service');
  });

  it('calls every other page a page, listings included', () => {
    for (const p of [paths.home(), paths.about(), paths.doctors(), paths.departments(), paths.services(), paths.blog(), paths.blog(3), paths.gallery(), paths.contact()])
      expect(pageTypeOf(p), p).toBe('page');
  });

  it('does not mistake a deeper path for a doctor or an article', () => {
    expect(pageTypeOf('/ourdoctor/dr-x/extra/')).toBe('page');
    expect(pageTypeOf('/blog/page/2/')).toBe('page');
    expect(pageTypeOf('/mainservice/radiology')).toBe('page');
  });

  it('labels each type for the result badge in the page\'s language, unknown types as Page', () => {
    const labels = ui('en').searchPage.island.types;
    expect(['doctor', 'department', 'article', 'service', 'page'].map((type) => typeLabel(type, labels))).toEqual(['Doctor', 'Department', 'Article', 'Service', 'Page']);
    expect(typeLabel(undefined, labels)).toBe('Page');
    expect(typeLabel('constructor', labels)).toBe('Page');
    expect(typeLabel('doctor', ui('kn').searchPage.island.types)).toBe('ವೈದ್ಯರು');
    expect(typeLabel('nothing', ui('hi').searchPage.island.types)).toBe('पेज');
  });

  it('reads a Kannada or Hindi page by its English route: a doctor, a department, and every other page a page', () => {
    for (const lang of TRANSLATIONS) {
      const c = getContent(lang);
      for (const d of c.doctors) expect(pageTypeOf(inLanguage(lang, paths.doctor(d.id))), `${lang} ${d.id}`).toBe('doctor');
      for (const d of c.departments) expect(pageTypeOf(inLanguage(lang, paths.department(d.slug))), `${lang} ${d.slug}`).toBe('department');
      for (const d of c.departments)
        for (const s of d.services) expect(pageTypeOf(inLanguage(lang, paths.departmentService(d.slug, s.slug))), `${lang} ${s.slug}`).toBe('service');
      for (const p of [paths.home(), paths.about(), paths.contact(), paths.departments(), paths.doctors(), paths.department('urology', 2)])
        expect(pageTypeOf(inLanguage(lang, p)), `${lang} ${p}`).toBe('page');
    }
    expect(pageTypeOf('/kn/ourdoctor/dr-arjun-hegde/')).toBe('doctor');
    expect(pageTypeOf('/hi/mainservice/urology/')).toBe('department');
    // "kn" is a language, not a segment of the route: /kn/ is the home page, not a doctor or an article
    expect(pageTypeOf('/kn/')).toBe('page');
  });
});

describe('which pages are searchable', () => {
  it('leaves out the legacy routes, the search page, the 404 page and the later blog listing pages', () => {
    for (const p of [paths.legacyArticle(), paths.legacyService(), paths.search(), '/404/', paths.blog(2), paths.blog(4), paths.doctors(2), paths.doctorsIn('Orthopedics'), paths.doctorsIn('Urology', 3)])
      expect(isSearchable(p), p).toBe(false);
  });

  it('leaves out the same pages in Kannada and Hindi: the search page and the directory beyond its first page', () => {
    for (const lang of TRANSLATIONS)
      for (const p of [paths.search(), paths.doctors(2), paths.doctorsIn('orthopedics'), paths.doctorsIn('urology', 3)]) expect(isSearchable(inLanguage(lang, p)), `${lang} ${p}`).toBe(false);
    expect(isSearchable('/kn/ourdoctor/department/orthopedics/')).toBe(false);
    expect(isSearchable('/hi/search/')).toBe(false);
  });

  it("keeps the Kannada and Hindi home, about, contact, departments, department, department service, directory and doctor pages", () => {
    for (const lang of TRANSLATIONS)
      for (const p of [paths.home(), paths.about(), paths.contact(), paths.departments(), paths.department('urology'), paths.department('urology', 2), paths.departmentService('urology', 'lithotripsy'), paths.doctors(), paths.doctor('dr-arjun-hegde')])
        expect(isSearchable(inLanguage(lang, p)), `${lang} ${p}`).toBe(true);
  });

  it('keeps every other kind of page', () => {
    for (const p of [paths.home(), paths.blog(), paths.doctor('dr-arjun-hegde'), paths.doctors(), paths.department('urology'), paths.department('urology', 2), paths.article('x'), paths.expertiseService('y'), paths.contact()])
      expect(isSearchable(p), p).toBe(true);
  });
});

describe('the query in the URL', () => {
  it('reads ?q= trimmed, and nothing when it is missing or blank', () => {
    expect(queryFromSearch('?q=Hegde')).toBe('Hegde');
    expect(queryFromSearch('?q=%20kidney+stones%20')).toBe('kidney stones');
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?q=%20%20')).toBe('');
  });

  it('writes the query back, keeping other parameters, and drops it when the box is cleared', () => {
    expect(searchWithQuery('', 'kidney stones')).toBe('?q=kidney+stones');
    expect(searchWithQuery('?utm_source=x&q=old', 'Obstetrics & Gynaecology')).toBe('?utm_source=x&q=Obstetrics+%26+Gynaecology');
    expect(searchWithQuery('?q=old', '')).toBe('');
    expect(searchWithQuery('?q=old&lang=en', '  ')).toBe('?lang=en');
    expect(queryFromSearch(searchWithQuery('', 'ಕನ್ನಡ & #1?'))).toBe('ಕನ್ನಡ & #1?');
  });

  it('builds the search page link that the header form submits to', () => {
    expect(paths.search()).toBe('/search/');
    expect(paths.search('kidney stones')).toBe('/search/?q=kidney%20stones');
  });
});

describe('excerpts', () => {
  it('splits highlighted words from plain text', () => {
    expect(excerptParts('Care for <mark>kidney</mark> <mark>stones</mark> in adults')).toEqual([
      { text: 'Care for ', marked: false },
      { text: 'kidney', marked: true },
      { text: ' ', marked: false },
      { text: 'stones', marked: true },
      { text: ' in adults', marked: false },
    ]);
  });

  it('keeps markup in the page text as text, so nothing from an excerpt is ever rendered as HTML', () => {
    const parts = excerptParts('a <img src=x onerror=alert(1)> and <mark><b>bold</b></mark> & more');
    expect(parts).toEqual([
      { text: 'a <img src=x onerror=alert(1)> and ', marked: false },
      { text: '<b>bold</b>', marked: true },
      { text: ' & more', marked: false },
    ]);
  });

  it('copes with an excerpt without highlights, an empty one and an unclosed mark', () => {
    expect(excerptParts('plain text')).toEqual([{ text: 'plain text', marked: false }]);
    expect(excerptParts('')).toEqual([]);
    expect(excerptParts('end <mark>open')).toEqual([
      { text: 'end ', marked: false },
      { text: 'open', marked: true },
    ]);
  });
});

describe('result order and the announcement', () => {
  const r = (title: string) => ({ title });

  it('puts a page titled exactly as the query first and keeps the rest in order', () => {
    const results = [r('What Does a Urologist Treat?'), r('Dr. Ramesh Babu'), r('Urology'), r('Nephrology')];
    expect(exactTitleFirst(results, 'urology').map((x) => x.title)).toEqual(['Urology', 'What Does a Urologist Treat?', 'Dr. Ramesh Babu', 'Nephrology']);
    expect(exactTitleFirst([r('x'), r('Obstetrics & Gynaecology')], ' obstetrics  gynaecology ').map((x) => x.title)).toEqual(['Obstetrics & Gynaecology', 'x']);
    expect(exactTitleFirst(results, 'kidney stones')).toEqual(results);
    expect(exactTitleFirst(results, '')).toEqual(results);
  });

  it('says how many results a query found, and what to try when none', () => {
    const words = ui('en').searchPage.island;
    expect(resultsMessage(1, 'Hegde', words)).toBe('1 result for “Hegde”');
    expect(resultsMessage(12, 'kidney stones', words)).toBe('12 results for “kidney stones”');
    expect(resultsMessage(0, 'xyz', words)).toBe('No results for “xyz”. Try a doctor’s name, a department or a condition.');
  });

  it('says it in Kannada and Hindi, the query and the count filled in and nothing left unfilled', () => {
    expect(resultsMessage(3, 'ಹೆಗ್ಡೆ', ui('kn').searchPage.island)).toBe('“ಹೆಗ್ಡೆ”: 3 ಫಲಿತಾಂಶಗಳು');
    expect(resultsMessage(1, 'पथरी', ui('hi').searchPage.island)).toBe('“पथरी” के लिए 1 परिणाम');
    for (const lang of TRANSLATIONS)
      for (const count of [0, 1, 7]) {
        const said = resultsMessage(count, 'q', ui(lang).searchPage.island);
        expect(said, `${lang} ${count}`).not.toMatch(/[{}]/);
        expect(said, `${lang} ${count}`).toContain('“q”');
      }
  });

  it('fills in a template\'s placeholders and leaves unknown ones as written', () => {
    expect(fillIn(' ({count} more)', { count: 13 })).toBe(' (13 more)');
    expect(fillIn('{a} {b} {a}', { a: 1 })).toBe('1 {b} 1');
  });

  it('puts a Kannada or Hindi title that is exactly the query first, vowel signs and all', () => {
    const results = [r('ಮೂತ್ರಪಿಂಡ ರೋಗ (ನೆಫ್ರಾಲಜಿ)'), r('ಮೂತ್ರರೋಗ (ಯೂರಾಲಜಿ)'), r('ಮಾತ್ರ')];
    expect(exactTitleFirst(results, 'ಮೂತ್ರರೋಗ ಯೂರಾಲಜಿ').map((x) => x.title)[0]).toBe('ಮೂತ್ರರೋಗ (ಯೂರಾಲಜಿ)');
    // a word that differs only in its vowel signs is another word
    expect(exactTitleFirst([r('ಮೀ ತಿ ರು'), r('ಮಾತ್ರ')], 'ಮಾತ್ರ').map((x) => x.title)).toEqual(['ಮಾತ್ರ', 'ಮೀ ತಿ ರು']);
    expect(exactTitleFirst([r('मि त रि'), r('मत्र')], 'मत्र').map((x) => x.title)).toEqual(['मत्र', 'मि त रि']);
  });
});

describe('the HTML the indexer reads', () => {
  const page = '<html><body><header>menu</header><main id="main" tabindex="-1" data-pagefind-body=""><h1>Dr. X</h1></main></body></html>';

  it('adds the page type as Pagefind meta and filter inside the indexed <main>', () => {
    const html = withPageType(page, 'doctor');
    expect(html).toContain('<main id="main" tabindex="-1" data-pagefind-body=""><span hidden data-pagefind-meta="type:doctor" data-pagefind-filter="type:doctor"></span><h1>');
  });

  it('refuses a page without the indexed <main>, so a layout change cannot empty the index silently', () => {
    expect(() => withPageType('<html><body><main><h1>x</h1></main></body></html>', 'page')).toThrow(/data-pagefind-body/);
  });
});
