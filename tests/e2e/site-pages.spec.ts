import { expect, test, type Page } from './support/test';
import { inLanguage, paths } from '../../lib/routes';
import { TRANSLATIONS } from '../../lib/i18n/languages';
import { content } from './support/content';
import { axeViolations } from './support/axe';
import { recordProblems } from './support/problems';
import { discoverPages, onePageOfEachKind, pagesToVisit } from './support/site';

const pages = pagesToVisit('out');
/**
 * axe runs on one page of each kind in each language, at 375 and 1280 px: what it judges from the rendered
 * page (colours, sizes, roles, focus) is the kind's code and styles, which every page of the kind shares. What
 * a page's own words can get wrong (a picture's alt text, a link's name, an empty heading) is checked on
 * every page by the HTML validator's accessibility rules (static-checks.spec.ts).
 */
const axeChecked = new Set(onePageOfEachKind('out'));

/** Loads a page while recording console errors, failed requests and any request that leaves the local server. */
async function visit(page: Page, path: string) {
  const errors = recordProblems(page);
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== 'localhost') outside.push(req.url());
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  return { response, errors, outside };
}

test('the build has every kind of page, and a page for each department, doctor and article', () => {
  for (const p of ['/', '/about/', '/services/', '/ourdoctor/', '/gallery/', '/blog/', '/contact/', '/mainservice/', '/subblog/', '/Hospitalservice/'])
    expect(pages).toContain(p);
  const contentPages = [
    ...content.departments.map((d) => paths.department(d.slug)),
    ...content.doctors.map((d) => paths.doctor(d.id)),
    ...content.articles.map((a) => paths.article(a.slug)),
  ];
  expect(contentPages.filter((p) => !pages.includes(p))).toEqual([]);
});

test("the build has a page for each department's service, in English, Kannada and Hindi (the browser checks below visit one of them)", () => {
  const built = new Set(discoverPages('out'));
  const servicePages = content.departments.flatMap((d) => d.services.map((s) => paths.departmentService(d.slug, s.slug)));
  expect(servicePages.flatMap((p) => [p, ...TRANSLATIONS.map((lang) => inLanguage(lang, p))]).filter((p) => !built.has(p))).toEqual([]);
});

for (const path of pages) {
  test(`page ${path}: loads cleanly (no console error, no failed request), has one h1, a title and a description, fits the screen at 375 and 1280 px${axeChecked.has(path) ? ', and has no axe violations at either width' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { response, errors, outside } = await visit(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    expect((await page.title()).trim().length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThan(30);

    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'page wider than a 375 px screen').toBeLessThanOrEqual(0);

    // the home page's modal may still be fading in (it opens once the page has hydrated): judge contrast on the settled page
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    if (axeChecked.has(path)) expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await overflow(), 'page wider than a 1280 px screen').toBeLessThanOrEqual(0);
    if (axeChecked.has(path)) expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);

    expect(errors, 'console errors and failed requests').toEqual([]);
    expect(outside, 'requests outside the local server').toEqual([]);
  });
}

test('an unknown address answers 404 with the error title, the emergency number and ways back', async ({ page }) => {
  const { response } = await visit(page, '/no-such-page/');
  expect(response?.status()).toBe(404);
  expect(await page.title()).toBe('Unexpected Application Error!');
  await expect(page.locator('h1')).toHaveText('Unexpected Application Error!');
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);
  await expect(page.locator('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});
