import fs from 'node:fs';
import path from 'node:path';
import { expect, rawTest, test } from './support/test';
import { discoverPages, htmlFiles } from './support/site';
import { content } from './support/content';
import { skipHomeModal } from './support/home-modal';
import { ROUTES, inLanguage, routeOf, paths, type RouteName } from '../../lib/routes';
import { readBundleManifest } from '../../lib/build/bundle-islands';
import { alwaysStill, type CarouselKind } from '../../lib/carousel';
import { HOME_DOCTORS_LIMIT } from '../../components/home/sections';
import { onFirstScreen } from '../../islands/runtime/first-screen';

/**
 * Islands for real (issue 14): pages carry no framework runtime; each island
 * hydrates on its own, when its moment comes, without a mismatch.
 */
const pages = discoverPages('out');
/** One page of every kind the build has. */
const onePerKind = [...new Map(pages.map((p) => [routeOf(p)?.name as RouteName, p])).values()];
const bundle = readBundleManifest('out/_islands');
const siteScript = `/_islands/${bundle.siteScript}`;
/** The name under which a test hands the page the first-screen rule. */
const FIRST_SCREEN_RULE = '__onFirstScreen';

test("no page carries Next's runtime, its payload or its script files", () => {
  // gathered and compared once: an expect() per page is a Playwright step each, slow by the thousand
  const pages = htmlFiles().map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    // the code a page runs: no script file of its own, and one inline script, the starter that names the site script (islands/site/start.ts)
    const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/type="(application\/ld\+json|application\/json|speculationrules)"/.test(m[1]!));
    const starts = code.length === 1 && !/\bsrc=/.test(code[0]![1]!) && code[0]![2]!.includes(JSON.stringify(siteScript));
    return { file, runtime: html.match(/__next_f|TURBOPACK|\/_next\/static\/[^"]*\.js/)?.[0], starts };
  });
  expect(pages.filter((p) => p.runtime !== undefined || !p.starts)).toEqual([]);
  const leftovers: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if ((full.includes(`${path.sep}_next${path.sep}`) && e.name.endsWith('.js')) || e.name === 'index.txt' || e.name.startsWith('__next.')) leftovers.push(full);
    }
  };
  walk('out');
  expect(leftovers).toEqual([]);
});

test('every island on one page of each kind hydrates without an error or a hydration mismatch', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const sitePath of onePerKind) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(sitePath); // the fixture hydrates every island and waits for all of them
      const states = await page.$$eval('island-root', (roots) => roots.map((r) => `${r.getAttribute('data-island')}:${r.getAttribute('data-island-state')}`));
      expect(states.filter((s) => !s.endsWith(':ready')), `${sitePath} at ${width} px`).toEqual([]);
    }
  }
  expect(problems).toEqual([]);
});

rawTest.describe('when islands hydrate', () => {
  rawTest('a page for reading loads the site script alone: no React until an island is wanted', async ({ page }) => {
    // the longest article: the islands after its text (the featured articles' strip) are furthest from the first screen
    const length = (a: (typeof content.articles)[number]) => JSON.stringify(a.body).length;
    const article = [...content.articles].sort((a, b) => length(b) - length(a))[0]!;
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(paths.article(article.slug), { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // an island that waits to come into view starts half a screen ahead (islands/runtime/loader.ts): one that begins
    // near the first screen rightly loads at once, and only an article too short for this test puts one there
    const nearest = await page.locator('island-root[data-hydrate="visible"]').evaluateAll((roots) => Math.min(Infinity, ...roots.map((r) => r.getBoundingClientRect().top + window.scrollY)));
    rawTest.skip(nearest < 1.5 * 823, `the longest article (${article.slug}) is too short: an island starts at ${Math.round(nearest)} px, within reach of the first screen`);
    expect(scripts).toEqual([siteScript]);
  });

  rawTest("the site script keeps off a first page's connection until its first screen is painted; a later page of the visit starts it at once", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // the first screen's pictures by the starter's own rule (islands/runtime/first-screen.ts), given to the page as it is
    await page.addInitScript({ content: `window.${FIRST_SCREEN_RULE} = ${onFirstScreen};` });
    // in the page's own clock: when the site script's request began, when the first screen's pictures had arrived, the first paint, the load event's end
    const timing = (p: typeof page) =>
      p.evaluate(([src, rule]) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const entry = resources.find((e) => new URL(e.name).pathname === src);
        const onFirstScreenHere = (window as unknown as Record<string, typeof onFirstScreen>)[rule]!;
        const onScreen = [...document.images].filter((img) => onFirstScreenHere(img));
        const pictures = resources.filter((e) => onScreen.some((img) => img.currentSrc === e.name));
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          requested: entry?.startTime,
          pictures: pictures.length,
          picturesIn: Math.max(0, ...pictures.map((e) => e.responseEnd)),
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          loaded: nav.loadEventEnd,
        };
      }, [siteScript, FIRST_SCREEN_RULE] as const);
    await page.goto(paths.about());
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const first = await timing(page);
    expect(first.pictures).toBeGreaterThan(0);
    expect(first.requested).toBeGreaterThanOrEqual(first.picturesIn);
    expect(first.requested).toBeGreaterThanOrEqual(first.painted!);
    await page.goto(paths.contact());
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const later = await timing(page);
    expect(later.requested).toBeLessThan(later.loaded);
  });

  rawTest('a visitor who starts filling in a form before the site script arrives finds the form live when they send it', async ({ page }) => {
    // the page's load held back (a picture of the first screen that does not arrive), so only the visitor's focus can start the site script
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_img\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(paths.contact(), { waitUntil: 'domcontentloaded' });
    const form = page.locator('island-root[data-island="chat-form"]').first();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Kiran');
    await expect(form).toHaveAttribute('data-island-state', 'ready');
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Kiran');
    release();
  });

  rawTest('an island further down hydrates only as the visitor scrolls to it', async ({ page }) => {
    // the home page's carousels below its first screen: the pictures, doctors, testimonials and articles, where they have more than fit in view
    const below: [CarouselKind, number][] = [['slides', content.home.slides.length], ['doctors', Math.min(content.doctors.length, HOME_DOCTORS_LIMIT)], ['testimonials', content.home.testimonials.length], ['blogCards', content.home.blogTeasers.articles.length]];
    rawTest.skip(below.every(([kind, count]) => alwaysStill(kind, count)), 'the home page has no carousel below its first screen: each of its lists fits in view');
    await skipHomeModal(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home(), { waitUntil: 'networkidle' });
    const carousel = page.locator('island-root[data-island="carousel"][data-hydrate="visible"]').last();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(carousel).not.toHaveAttribute('data-island-state', /./);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-island-state', 'ready');
  });

  rawTest('the home modal opens at load from the site script alone: no island code is needed to open or close it', async ({ page }) => {
    // every file of /_islands/ but the site script refused: React, the islands, the font
    await page.route(/\/_islands\//, (route) => (new URL(route.request().url()).pathname === siteScript ? route.continue() : route.abort()));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home());
    const dialog = page.getByRole('dialog', { name: content.home.modal.heading });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  rawTest('a chat form keeps what the visitor typed before its code arrived, and a press on Send before then is checked, not sent', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // the island's code held back until the visitor has typed and pressed Send
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_islands\/chat-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.contact(), { waitUntil: 'networkidle' });
    const form = page.locator('island-root[data-island="chat-form"]').first();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Kiran');
    await form.getByRole('textbox', { name: /E-mail/ }).fill('kiran-at-example');
    await form.getByRole('button', { name: /Send on WhatsApp/ }).click();
    await expect(form).toHaveAttribute('data-island-state', 'loading');
    release();
    await expect(form).toHaveAttribute('data-island-state', 'ready');
    // the held press was checked by the live form: the e-mail address is wrong, so nothing went to WhatsApp, and nothing typed is lost
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toContainText('1 field needs correcting');
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Kiran');
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveValue('kiran-at-example');
    expect(page.context().pages()).toHaveLength(1);
    expect(page.url()).toContain(paths.contact());
  });

  rawTest('the web font stays off the first screen: a first page fetches it after loading, without using it; the next page uses it', async ({ page }) => {
    const fontRequests: string[] = [];
    // the body font's requests (the switcher's tiny name faces come at once, on every page: the next test)
    page.on('request', (r) => r.resourceType() === 'font' && !r.url().includes('/language-names-') && fontRequests.push(r.url()));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(paths.about(), { waitUntil: 'load' });
    // the families of the web fonts the page has loaded and uses (the fallback faces are the device's own; the switcher's face has its own test)
    // FontFace.family unquoted: browsers differ on whether they keep the quotes of a family with spaces
    const family = (p: typeof page) =>
      p.evaluate(() =>
        [...document.fonts].map((f) => ({ status: f.status, name: f.family.replace(/^(["'])(.*)\1$/, '$2') })).filter((f) => f.status === 'loaded' && !f.name.includes('fallback') && f.name !== 'Language Names').map((f) => f.name),
      );
    await expect.poll(() => fontRequests.length).toBe(1);
    // in the page's own clock: the request began after the load event had ended
    const [fontStart, loadEnd] = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const font = performance.getEntriesByType('resource').find((e) => e.name === url);
      return [font?.startTime ?? -1, navigation.loadEventEnd];
    }, fontRequests[0]!);
    expect(loadEnd).toBeGreaterThan(0);
    expect(fontStart).toBeGreaterThan(loadEnd);
    // fetched for the pages that follow, not used on this one: nothing redrawn under the reader
    expect(await family(page)).toEqual([]);
    await page.goto(paths.contact(), { waitUntil: 'load' });
    await expect.poll(() => family(page)).toEqual(['Source Sans 3']);
  });

  rawTest("on an English page the switcher's other-language names come from their tiny face, each file only where its name is drawn, never the script fonts", async ({ page, browser, baseURL }) => {
    const fontFiles = (p: typeof page) =>
      p.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => new URL(e.name).pathname.replace(/^.*\/|-[A-Z0-9]+\.woff2$/g, '')).sort());
    const names = (p: typeof page) =>
      p.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/^(["'])(.*)\1$/, '$2') === 'Language Names').map((f) => f.status));
    // from 768 px the switcher is in the top bar (on a phone it waits in the closed menu, undrawn)
    await page.setViewportSize({ width: 1280, height: 800 });
    // an English page draws both names: both files, and neither script font
    await page.goto(paths.about(), { waitUntil: 'load' });
    await expect.poll(() => names(page)).toEqual(['loaded', 'loaded']);
    expect((await fontFiles(page)).filter((f) => f !== 'source-sans-3-latin-wght-normal')).toEqual(['language-names-hi', 'language-names-kn']);
    const link = page.locator('header a[hreflang="kn-IN"]').first();
    expect(await link.evaluate((a) => getComputedStyle(a).fontFamily)).toMatch(/^"Language Names", "Source Sans 3"/);
    // a Kannada page, in a browser that has fetched nothing yet: the names in the page's own stack, so neither names file is fetched
    // (a face arriving would lay the whole Kannada page out again), and its own script font fetched after the first screen, for the pages that follow
    const fresh = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const kannada = await fresh.newPage();
    await kannada.goto(inLanguage('kn', paths.home()), { waitUntil: 'load' });
    await expect.poll(async () => (await fontFiles(kannada)).filter((f) => f.startsWith('language-names-') || f.startsWith('noto-'))).toEqual(['noto-sans-kannada-kannada-wght-normal']);
    expect(await names(kannada)).toEqual(['unloaded', 'unloaded']);
    await fresh.close();
  });

  rawTest('a click on the message button before its code has arrived still opens the popup form', async ({ page }) => {
    await skipHomeModal(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.contact(), { waitUntil: 'networkidle' });
    const popup = page.locator('island-root[data-island="message-popup"]');
    await expect(popup).not.toHaveAttribute('data-island-state', /./);
    await page.mouse.wheel(0, 400);
    await popup.getByRole('link').click();
    await expect(page.getByRole('dialog', { name: 'Send us a message' })).toBeVisible();
  });

  rawTest('every page carries the same speculation rules, which the browser accepts', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(paths.doctors(), { waitUntil: 'networkidle' });
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '');
    expect(rules.prerender[0].eagerness).toBe('moderate');
    expect(rules.prerender[0].where.or).toContainEqual({ href_matches: ROUTES.doctor });
    expect(rules.prerender[0].where.or).toContainEqual({ selector_matches: 'a[data-prerender]' });
    expect(errors).toEqual([]);
  });
});
