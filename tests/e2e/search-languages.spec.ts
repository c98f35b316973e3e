/**
 * Site search in the visitor's language: /kn/search/ and /hi/search/ search
 * the Kannada and the Hindi pages, /search/ the English ones. Pagefind keeps
 * one index per language (by each page's <html lang>) and the browser loads
 * the one of the page it runs on. The examples come from the content at run
 * time: a word of a department's name in the language, its whole name (a
 * query of several words) and, for English, a doctor's English surname,
 * which the Kannada and Hindi profiles carry too (the name in English under
 * the translated one): each index answers it with its own language's pages.
 */
import { expect, test, type Page } from './support/test';
import { getContent } from '../../lib/content/cache';
import { ENGLISH_NAMES, LANG_TAGS, TRANSLATIONS, type Language, type Translation } from '../../lib/i18n/languages';
import { ui } from '../../lib/i18n/ui';
import { inLanguage, languageOf, paths } from '../../lib/routes';
import { departmentWithOwnTitle, doctorWithOwnSurname, literal, surnameOf } from './support/content';
import { box, island, resultRows, status } from './support/search';

const words = (lang: Language) => ui(lang).searchPage.island;
const resultList = (page: Page, lang: Language) => page.getByRole('list', { name: words(lang).resultsList });

/** Every result shown, after "Show more results" until there is no more. */
async function allResultRows(page: Page, lang: Language): Promise<string[]> {
  const more = island(page).getByRole('button', { name: new RegExp(`^${literal(words(lang).showMore)}`) });
  while (await more.isVisible()) {
    const shown = await island(page).locator('ol > li').count();
    await more.click();
    await expect.poll(() => island(page).locator('ol > li').count()).toBeGreaterThan(shown);
  }
  return resultRows(page);
}

/** The live region once a search has found `count` results (any count when undefined), in the language's words. */
function foundMessage(lang: Language, query: string): RegExp {
  const w = words(lang);
  const one = literal(w.resultOne).replace(literal('{query}'), literal(query)).replace(literal('{count}'), '1');
  const many = literal(w.resultMany).replace(literal('{query}'), literal(query)).replace(literal('{count}'), '\\d+');
  return new RegExp(`^(?:${one}|${many})$`);
}

/** The site paths of every result Pagefind has for a query on the page it is loaded in (the island's own module instance, so the same index). */
async function everyResultUrl(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (q) => {
    const pagefind = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
    const found = await pagefind.search(q);
    return Promise.all(found.results.map(async (r: { data(): Promise<{ url: string }> }) => (await r.data()).url));
  }, query);
}

/** Records the language of every Pagefind index file the page fetches ("kn-in" from "pagefind.kn-in_….pf_meta" or "index/kn-in_….pf_index"). */
function indexLanguages(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const m = /\/pagefind\/(?:pagefind\.|index\/|fragment\/|filter\/)([a-z]+(?:-[a-z]+)?)_[0-9a-f]+\.pf_(?:meta|index|fragment|filter)$/.exec(new URL(r.url()).pathname);
    if (m) seen.add(m[1]!);
  });
  return seen;
}

const letters: Record<Translation, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };
/** The words of a name, brackets and punctuation dropped: "ಮೂತ್ರರೋಗ (ಯೂರಾಲಜಿ)" → ["ಮೂತ್ರರೋಗ", "ಯೂರಾಲಜಿ"]. */
const wordsOf = (name: string) => name.split(/[\s()&,/–-]+/).filter(Boolean);

/**
 * A department of a language whose name has a word of that language's script
 * that no other department's name has (the word to search), the longest such
 * word; and the department's whole name, words joined by spaces.
 */
function exampleIn(lang: Translation, several = false) {
  const departments = getContent(lang).departments;
  for (const d of departments) {
    const own = wordsOf(d.name)
      .filter((w) => letters[lang].test(w) && [...w].length >= 3)
      .filter((w) => !departments.some((other) => other !== d && wordsOf(other.name).includes(w)))
      .sort((a, b) => [...b].length - [...a].length);
    if (own[0] && (!several || wordsOf(d.name).length > 1)) return { department: d, word: own[0], fullName: wordsOf(d.name).join(' ') };
  }
  return undefined;
}

/**
 * A doctor whose English surname names nothing else, and whose Kannada and
 * Hindi profiles show the English name too (under the translated one): a word
 * that every language's index holds, on that doctor's page.
 */
const doctor = doctorWithOwnSurname && TRANSLATIONS.every((lang) => getContent(lang).doctors.find((d) => d.id === doctorWithOwnSurname!.id)?.name !== doctorWithOwnSurname!.name) ? doctorWithOwnSurname : undefined;
const NO_DOCTOR = 'no doctor has a surname of their own and a translated name in every language';

for (const lang of TRANSLATIONS) {
  test.describe(`search in ${ENGLISH_NAMES[lang]}`, () => {
    const example = exampleIn(lang);
    const NO_EXAMPLE = `no ${ENGLISH_NAMES[lang]} department name has a word of its own`;
    test.use({ viewport: { width: 1280, height: 900 } });

    test(`a word of a department's name on ${inLanguage(lang, paths.search())} finds that department's ${lang} page, only ${lang} pages, labelled in ${ENGLISH_NAMES[lang]}`, async ({ page }) => {
      test.skip(!example, NO_EXAMPLE);
      const { department, word } = example!;
      const loaded = indexLanguages(page);
      await page.goto(inLanguage(lang, paths.search()));
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang].html);
      await expect(island(page)).toHaveAttribute('data-site-search', 'ready');
      // the island's own words are the language's
      await expect(box(page)).toHaveAccessibleName(words(lang).label);
      await expect(box(page)).toHaveAttribute('placeholder', words(lang).placeholder);
      await expect(island(page).getByRole('button', { name: words(lang).submit, exact: true })).toBeVisible();

      await box(page).fill(word);
      await expect(status(page)).toHaveText(foundMessage(lang, word));
      await expect(page).toHaveURL(new RegExp(`${literal(inLanguage(lang, paths.search()))}\\?q=`));
      await expect(resultList(page, lang)).toBeVisible();
      const rows = await allResultRows(page, lang);
      expect(rows).toContain(`${words(lang).types.department} | ${department.name} | ${inLanguage(lang, paths.department(department.slug))}`);
      const elsewhere = rows.filter((row) => languageOf(row.split(' | ')[2]!).lang !== lang);
      expect(elsewhere, 'results that are not in the language').toEqual([]);
      // the badges are the language's words
      const badges = new Set(Object.values(words(lang).types));
      for (const row of rows) expect(badges.has(row.split(' | ')[0]!), row).toBe(true);
      // and the whole answer, beyond what is shown, holds no page of another language
      expect((await everyResultUrl(page, word)).filter((url) => languageOf(url).lang !== lang)).toEqual([]);
      // only the language's index was fetched
      expect([...loaded]).toEqual([LANG_TAGS[lang].html.toLowerCase()]);
    });

    test(`a query of several ${ENGLISH_NAMES[lang]} words, a department's whole name, puts that department first`, async ({ page }) => {
      // a department whose name has several words, one of them its own
      const several = exampleIn(lang, true);
      test.skip(!several, `no ${ENGLISH_NAMES[lang]} department name of several words has a word of its own`);
      const { department, fullName } = several!;
      expect(fullName.split(' ').length, `the name "${department.name}" is one word`).toBeGreaterThan(1);
      await page.goto(inLanguage(lang, paths.search(fullName)));
      await expect(box(page)).toHaveValue(fullName);
      await expect(status(page)).toHaveText(foundMessage(lang, fullName));
      expect((await resultRows(page))[0]).toBe(`${words(lang).types.department} | ${department.name} | ${inLanguage(lang, paths.department(department.slug))}`);
    });

    test(`the header's box of a ${ENGLISH_NAMES[lang]} page sends to ${inLanguage(lang, paths.search())}, which searches at once`, async ({ page }) => {
      test.skip(!example, NO_EXAMPLE);
      const { department, word } = example!;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(inLanguage(lang, paths.about()));
      // below xl the Kannada and Hindi header keeps its search box in the phone menu
      await page.locator('[data-menu="mobile"] > summary').click();
      const form = page.getByRole('search', { name: ui(lang).search.formLabel });
      await form.getByRole('searchbox', { name: ui(lang).search.inputLabel }).fill(word);
      await form.getByRole('button', { name: ui(lang).search.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${literal(`${inLanguage(lang, paths.search())}?${new URLSearchParams({ q: word })}`)}$`));
      await expect(status(page)).toHaveText(foundMessage(lang, word));
      expect((await allResultRows(page, lang)).map((row) => row.split(' | ')[2])).toContain(inLanguage(lang, paths.department(department.slug)));
    });

    test(`a search with no match says so in ${ENGLISH_NAMES[lang]}`, async ({ page }) => {
      await page.goto(inLanguage(lang, paths.search('qwertyuiop')));
      await expect(status(page)).toHaveText(words(lang).noResults.replace('{query}', 'qwertyuiop'));
      await expect(resultList(page, lang)).toHaveCount(0);
    });
  });
}

test.describe('search in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test(`a doctor's English surname, which the Kannada and Hindi profiles carry too, finds the English profile only, from the English index only`, async ({ page }) => {
    test.skip(!doctor, NO_DOCTOR);
    const surname = surnameOf(doctor!);
    const loaded = indexLanguages(page);
    await page.goto(paths.search(surname));
    await expect(status(page)).toHaveText(foundMessage('en', surname));
    const rows = await allResultRows(page, 'en');
    expect(rows[0]).toBe(`${words('en').types.doctor} | ${doctor!.name} | ${paths.doctor(doctor!.id)}`);
    expect(rows.filter((row) => languageOf(row.split(' | ')[2]!).lang !== 'en'), 'Kannada or Hindi results').toEqual([]);
    expect((await everyResultUrl(page, surname)).filter((url) => languageOf(url).lang !== 'en')).toEqual([]);
    expect([...loaded]).toEqual([LANG_TAGS.en.html.toLowerCase()]);
  });

  for (const lang of TRANSLATIONS) {
    test(`the same surname on ${inLanguage(lang, paths.search())} finds the doctor's ${lang} profile (the word is in that index too), and no English page`, async ({ page }) => {
      test.skip(!doctor, NO_DOCTOR);
      const surname = surnameOf(doctor!);
      await page.goto(inLanguage(lang, paths.search(surname)));
      await expect(status(page)).toHaveText(foundMessage(lang, surname));
      const urls = (await allResultRows(page, lang)).map((row) => row.split(' | ')[2]!);
      expect(urls).toContain(inLanguage(lang, paths.doctor(doctor!.id)));
      expect(urls.filter((url) => languageOf(url).lang !== lang)).toEqual([]);
    });
  }

  test(`a department's English name finds its English page, not its Kannada or Hindi one`, async ({ page }) => {
    // the first department whose name is no other page's title, so its page is plainly the answer
    const department = departmentWithOwnTitle;
    test.skip(!department, 'every department shares its name with another page');
    await page.goto(paths.search(department!.name));
    await expect(status(page)).toHaveText(foundMessage('en', department!.name));
    const urls = (await resultRows(page)).map((row) => row.split(' | ')[2]);
    expect(urls[0]).toBe(paths.department(department!.slug));
    expect(urls.filter((url) => /^\/(kn|hi)\//.test(url!))).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  for (const lang of TRANSLATIONS) {
    test(`${inLanguage(lang, paths.search())} says in ${ENGLISH_NAMES[lang]} that searching needs JavaScript and links to the ${lang} departments and doctors`, async ({ page }) => {
      await page.goto(inLanguage(lang, paths.search()));
      const note = page.locator('[data-search-fallback]');
      await expect(note).toBeVisible();
      await expect(note.locator('p')).toHaveText(ui(lang).searchPage.noscript);
      await expect(note.getByRole('link', { name: ui(lang).searchPage.browseDepartments })).toHaveAttribute('href', inLanguage(lang, paths.departments()));
      await expect(note.getByRole('link', { name: ui(lang).searchPage.browseDoctors })).toHaveAttribute('href', inLanguage(lang, paths.doctors()));
    });
  }
});
