import { expect, hydrateEveryIsland, loadTimeIslandsReady, rawTest, test, type Page } from './support/test';
import { inLanguage, paths } from '../../lib/routes';
import { TRANSLATIONS } from '../../lib/i18n/languages';
import { content } from './support/content';
import { axeViolations } from './support/axe';
import { recordPolicyViolations, recordProblems } from './support/problems';
import { createJsCounter } from '../../lib/build/js-size';
import { judgeJs } from '../../lib/bench/budgets';
import { discoverPages, onePageOfEachKind, onePerIslandSet, pagesToVisit } from './support/site';

const pages = pagesToVisit('out');
/** The pages loaded with everything checked: one of each kind with the same islands (what the browser runs follows from these). */
const visited = onePerIslandSet(pages);
/**
 * axe runs on one page of each kind in each language, at 375 and 1280 px: what it judges from the rendered
 * page (colours, sizes, roles, focus) is the kind's code and styles, which every page of the kind shares. What
 * a page's own words can get wrong (a picture's alt text, a link's name, an empty heading) is checked on
 * every page by the HTML validator's accessibility rules (static-checks.spec.ts).
 */
const axeChecked = new Set(onePageOfEachKind('out'));

const { countPage, sizeOf } = createJsCounter('out');

/**
 * Loads a page while recording console errors, failed requests, what the
 * Content-Security-Policy refuses, the scripts it fetches, and any request
 * that leaves the local server.
 */
async function visit(page: Page, path: string) {
  const errors = recordProblems(page);
  const violations = await recordPolicyViolations(page);
  const outside: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== 'localhost') outside.push(req.url());
  });
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  const response = await page.goto(path, { waitUntil: 'load' });
  return { response, errors, violations, outside, scripts };
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
  // the pages axe judges are among those loaded with everything checked
  expect([...axeChecked].filter((p) => !visited.includes(p))).toEqual([]);
});

test("the build has a page for each department's service, in English, Kannada and Hindi (the browser checks below visit one of them)", () => {
  const built = new Set(discoverPages('out'));
  const servicePages = content.departments.flatMap((d) => d.services.map((s) => paths.departmentService(d.slug, s.slug)));
  expect(servicePages.flatMap((p) => [p, ...TRANSLATIONS.map((lang) => inLanguage(lang, p))]).filter((p) => !built.has(p))).toEqual([]);
});

/**
 * Every page the browser checks visit fits the screen at 375 and 1280 px, with one h1, as it first paints
 * (without JavaScript, which adds nothing to a page's width: the islands take over their server HTML in place).
 * A long word in a doctor's name or an article's title is the content's, so every page is seen; in two halves,
 * one for each worker.
 */
const HALVES = [pages.filter((_, i) => i % 2 === 0), pages.filter((_, i) => i % 2 === 1)];
HALVES.forEach((half, i) => {
  rawTest.describe(() => {
    rawTest.use({ javaScriptEnabled: false });
    rawTest(`every page the browser checks visit fits the screen at 375 and 1280 px, with one h1 (part ${i + 1} of ${HALVES.length}: ${half.length} pages)`, async ({ page }) => {
      rawTest.setTimeout(120_000);
      const problems: string[] = [];
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      for (const path of half) {
        await page.setViewportSize({ width: 375, height: 800 });
        const response = await page.goto(path);
        if (response?.status() !== 200) problems.push(`${path}: answered ${response?.status()}`);
        if ((await page.locator('h1').count()) !== 1) problems.push(`${path}: ${await page.locator('h1').count()} h1 elements`);
        if ((await overflow()) > 0) problems.push(`${path}: ${await overflow()} px wider than a 375 px screen`);
        await page.setViewportSize({ width: 1280, height: 900 });
        if ((await overflow()) > 0) problems.push(`${path}: ${await overflow()} px wider than a 1280 px screen`);
      }
      expect(problems).toEqual([]);
    });
  });
});

/**
 * One page of each kind with the same islands (`visited`), as a phone first loads it and then at two widths. The JavaScript
 * budget of issue 14 is judged as Lighthouse's mobile run loads the page (412 × 823, no scrolling, no touch):
 * the scripts fetched until the islands that hydrate at load are ready, at their gzip size. Pages people come
 * to read (articles, the blog, a doctor, the gallery) load 15 KB or less: the site script, and no React.
 * Every page loads 85 KB or less. Code an island fetches when it comes into view or is used is not part of a
 * visit's first load; after the count every island is woken, so each must hydrate under the policy too.
 */
for (const path of visited) {
  const axe = axeChecked.has(path) ? ', and has no axe violations at either width' : '';
  rawTest(`page ${path}: loads cleanly under the site's policy (no console error, refusal, failed request or cookie), within its JavaScript budget, has one h1, a title and a description, fits the screen at 375 and 1280 px${axe}`, async ({ page, context }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { response, errors, violations, outside, scripts } = await visit(page, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy'], 'the policy sent as a header').toContain("frame-ancestors 'none'");

    await loadTimeIslandsReady(page);
    const loaded = [...scripts];
    const listed = countPage(path).chunks;
    expect(loaded.filter((f) => !listed.includes(f)), 'scripts the build does not list for the page').toEqual([]);
    for (const verdict of judgeJs([{ page: path, files: loaded.reduce((n, f) => n + sizeOf(f), 0) }])) expect(verdict.ok, `${verdict.what}: ${verdict.detail}`).toBe(true);
    await hydrateEveryIsland(page);
    expect(await page.locator('island-root[data-island-state="failed"]').count(), 'islands that failed to hydrate').toBe(0);

    await expect(page.locator('h1')).toHaveCount(1);
    expect((await page.title()).trim().length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThan(30);

    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflow(), 'page wider than a 375 px screen').toBeLessThanOrEqual(0);

    // the home page's modal may still be fading in (it opens once the page has hydrated): judge contrast on the settled page
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    if (axe) expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await overflow(), 'page wider than a 1280 px screen').toBeLessThanOrEqual(0);
    if (axe) expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);

    expect(errors, 'console errors and failed requests').toEqual([]);
    expect(await violations(), 'what the Content-Security-Policy refused').toEqual([]);
    expect(outside, 'requests outside the local server').toEqual([]);
    expect(await context.cookies(), 'cookies').toEqual([]);
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
