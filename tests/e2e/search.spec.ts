import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { paths } from '../../lib/routes';
import { axeViolations } from './support/axe';
import { skipHomeModal } from './support/home-modal';
import { content, doctorWithOwnSurname, literal, searchableDepartment, surnameOf } from './support/content';
import { box, island, resultRows, status } from './support/search';

// a doctor whose surname names no one and nothing else: searching it, the doctor's page is plainly the answer
const doctor = doctorWithOwnSurname;
const surname = doctor ? surnameOf(doctor) : '';
const NO_SURNAME = 'every doctor shares a surname with another doctor or a department, service or article';
// a department with a doctor, whose name is no other page's title, and a condition only it lists
const department = searchableDepartment?.department;
const departmentPath = department ? paths.department(department.slug) : '';
const NO_DEPARTMENT = 'no department with a doctor has a name of its own and a condition no other department lists';
import { BREAKPOINTS } from '../../lib/breakpoints';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** Records every request for the search bundle or index. */
function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.includes('/pagefind/') && seen.push(r.url()));
  return seen;
}

/** Searches from the header of another page, as a visitor would: the box in the bar, or in the phone menu. */
async function searchFromHeader(page: Page, width: number, query: string) {
  await page.goto('/about/');
  if (width < BREAKPOINTS.lg) await page.locator('[data-menu="mobile"] > summary').click();
  const form = page.getByRole('search', { name: 'Site' });
  await form.getByRole('searchbox', { name: 'Search the site' }).fill(query);
  await form.getByRole('button', { name: 'Search' }).click();
  // the form's own encoding of the query ("kidney+stones")
  await expect(page).toHaveURL(new RegExp(`${literal(`${paths.search()}?${new URLSearchParams({ q: query })}`)}$`));
}

for (const width of [375, 1280]) {
  test.describe(`site search at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < BREAKPOINTS.lg ? 800 : 900 });
      await skipHomeModal(page);
    });

    test(`a doctor's surname from the header's box: the doctor's page comes first, and the count is announced`, async ({ page }) => {
      test.skip(!doctor, NO_SURNAME);
      await searchFromHeader(page, width, surname);
      await expect(box(page)).toHaveValue(surname);
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${literal(surname)}”$`));
      await expect(status(page)).toHaveAttribute('aria-live', 'polite');
      expect((await resultRows(page))[0]).toBe(`Doctor | ${doctor!.name} | ${paths.doctor(doctor!.id)}`);
      const count = Number((await status(page).textContent())!.split(' ')[0]);
      expect(await results(page).count()).toBe(Math.min(count, 10));
      await expect(results(page).first().locator('mark').first()).toHaveText(new RegExp(literal(surname), 'i'));
    });

    test('a department name: the department page comes first', async ({ page }) => {
      test.skip(!department, NO_DEPARTMENT);
      await searchFromHeader(page, width, department!.name);
      await expect(status(page)).toHaveText(new RegExp(`results? for “${literal(department!.name)}”`));
      expect((await resultRows(page))[0]).toBe(`Department | ${department!.name} | ${departmentPath}`);
    });

    test(`a condition: the department that treats it is among the first results, and its doctor is found too`, async ({ page }) => {
      test.skip(!searchableDepartment, NO_DEPARTMENT);
      const { condition, doctor: specialist } = searchableDepartment!;
      await searchFromHeader(page, width, condition);
      await expect(status(page)).toHaveText(new RegExp(`results? for “${literal(condition)}”`));
      const rows = await resultRows(page);
      expect(rows.slice(0, 3)).toContain(`Department | ${department!.name} | ${departmentPath}`);
      expect(rows).toContain(`Doctor | ${specialist.name} | ${paths.doctor(specialist.id)}`);
    });
  });
}

test.describe('the search page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('labels every kind of result: doctor, department, article, service and page', async ({ page }) => {
    const labels = new Set<string>();
    // one query per kind, each the exact title of a page of that kind (such a page comes first): the first doctor's
    // name, the first department's, the newest article's title, the first Centre of Expertise service's, the first
    // department service's (a service of a department with one), the contact page's heading
    const departmentService = content.departments.find((d) => d.services.length > 0)?.services[0];
    const queries = [content.doctors[0]!.name, content.departments[0]!.name, content.articles[0]!.title, content.expertise.services[0]!.name, ...(departmentService ? [departmentService.name] : []), content.pages.contact.heading];
    for (const query of queries) {
      await page.goto(`/search/?q=${encodeURIComponent(query)}`);
      await expect(status(page)).toHaveText(/results? for/);
      for (const row of await resultRows(page)) {
        const [label, , href] = row.split(' | ');
        labels.add(label!);
        const expected = href!.startsWith('/ourdoctor/') && href !== '/ourdoctor/' ? 'Doctor'
          : /^\/mainservice\/[^/]+\/$/.test(href!) ? 'Department'
          : /^\/blog\/[^/]+\/$/.test(href!) && !href!.startsWith('/blog/page/') ? 'Article'
          : (href!.startsWith('/services/') && href !== '/services/') || /^\/mainservice\/[^/]+\/(?!services\/)[^/]+\/$/.test(href!) ? 'Service'
          : 'Page';
        expect(label, href).toBe(expected);
      }
    }
    expect([...labels].sort()).toEqual(['Article', 'Department', 'Doctor', 'Page', 'Service']);
  });

  test('results follow typing, the query stays in the address without new history entries, and a result opens from the keyboard', async ({ page }) => {
    test.skip(!department, NO_DEPARTMENT);
    await page.goto('/about/');
    await page.goto('/search/');
    await expect(island(page)).toHaveAttribute('data-site-search', 'ready');
    const historyLength = await page.evaluate(() => history.length);
    await box(page).click();
    await page.keyboard.type(department!.name);
    await expect(status(page)).toHaveText(new RegExp(`results? for “${literal(department!.name)}”`));
    await expect(page).toHaveURL(new RegExp(`${literal(`${paths.search()}?${new URLSearchParams({ q: department!.name })}`)}$`));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.keyboard.press('Tab'); // the Search button
    await page.keyboard.press('Tab'); // the first result
    await expect(results(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${literal(departmentPath)}$`));
    await page.goBack();
    await expect(box(page)).toHaveValue(department!.name);
    await expect(results(page).first().getByRole('link')).toHaveText(department!.name);
  });

  test('a search with no match says so and what to try', async ({ page }) => {
    await page.goto('/search/?q=qwertyuiop');
    await expect(status(page)).toHaveText('No results for “qwertyuiop”. Try a doctor’s name, a department or a condition.');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('with results on screen the page has no axe violations at 375 and 1280 px and logs no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // a query with results: the first doctor's name
    await page.goto(paths.search(content.doctors[0]!.name));
    await expect(results(page).first()).toBeVisible();
    for (const w of [375, 1280]) {
      await page.setViewportSize({ width: w, height: 900 });
      expect(await axeViolations(page), `axe at ${w} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('Pagefind is loaded only once the visitor starts to search', async ({ page }) => {
    const requests = pagefindRequests(page);
    await page.goto('/search/');
    await expect(island(page)).toHaveAttribute('data-site-search', 'ready');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await box(page).focus();
    await expect.poll(() => requests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });
});

test('pages other than the search page request no Pagefind file, even when the header box is used without submitting', async ({ page }) => {
  await skipHomeModal(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const requests = pagefindRequests(page);
  // a page of each kind: the first doctor's and the first department's
  const doctorPage = paths.doctor(content.doctors[0]!.id);
  for (const path of ['/', paths.about(), doctorPage, paths.department(content.departments[0]!.slug), paths.blog()]) {
    await page.goto(path);
    const headerBox = page.getByRole('search', { name: 'Site' }).getByRole('searchbox');
    await headerBox.focus();
    await headerBox.fill(content.doctors[0]!.name);
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toEqual([]);
});

test('the search bundle the search page names is in the build', () => {
  // The island's bundle URL travels in the island's props (an attribute), not in an href or src the link check reads.
  expect(fs.readFileSync('out/search/index.html', 'utf8')).toMatch(/bundleUrl&quot;:&quot;\/pagefind\/pagefind\.js/);
  // one index per language (by <html lang>), each with its search engine: English and Hindi with their stemmers, Kannada with the language-neutral one
  for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en-in.pagefind', 'wasm.hi-in.pagefind', 'wasm.unknown.pagefind']) expect(fs.existsSync(`out/pagefind/${file}`), file).toBe(true);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`at ${width} px the header's box still reaches the search page, which links to the departments and doctors instead`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await searchFromHeader(page, width, content.doctors[0]!.name);
      // (getByText skips <noscript> content, so the note is found by its marker)
      const note = page.locator('[data-search-fallback]');
      await expect(note).toBeVisible();
      await expect(note).toContainText('Searching needs JavaScript');
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: 'All departments' })).toHaveAttribute('href', paths.departments());
      await expect(main.getByRole('link', { name: 'Our doctors' })).toHaveAttribute('href', paths.doctors());
      await main.getByRole('link', { name: 'Our doctors' }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.doctors()}$`));
      await expect(page.locator('h1')).toHaveText(content!.pages.ourdoctor.heading);
    });
  }
});
