import sharp from 'sharp';
import { expect, test, type APIResponse, type Page } from './support/test';
import { contentOf } from './support/content';
import { siteColours } from '../../lib/palette';
import { assetPaths, paths } from '../../lib/routes';
import { FAVICON_SIZES, PNG_ICONS, SVG_ICON } from '../../lib/site-icons';
import { PNG_SIGNATURE, readIco } from './support/ico';
import { recordProblems } from './support/problems';
import { BASE_PATH_BUILD, BASE_PATH_CONTENT, BASE_PORT, SITE_PORT, onePageOfEachKind } from './support/site';

// The site's icons and web app manifest as a browser gets them, from the root build (out/) and the base-path build (out-base/).
test.describe.configure({ mode: 'parallel' });

const colours = siteColours();
const BUILDS = [
  { name: 'root build', dir: 'out', origin: `http://localhost:${SITE_PORT}`, base: '', content: contentOf() },
  { name: 'base-path build', dir: 'out-base', origin: `http://localhost:${BASE_PORT}`, base: BASE_PATH_BUILD, content: contentOf(BASE_PATH_CONTENT) },
];
/** One page of each kind that links the icons (every page shares the root layout). */
const pageTypes = ({ departments, doctors }: (typeof BUILDS)[number]['content']) => [paths.home(), paths.about(), paths.department(departments[0]!.slug), paths.doctor(doctors[0]!.id), paths.blog(), paths.contact()];

/** The icon and manifest links of the open page, as written. */
const linksOf = (page: Page) =>
  page.locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((links) =>
    links.map((l) => ({ rel: l.getAttribute('rel'), href: l.getAttribute('href'), sizes: l.getAttribute('sizes'), type: l.getAttribute('type') })),
  );

async function pixelSize(body: Buffer): Promise<[number | undefined, number | undefined]> {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
}

const typeOf = (response: APIResponse) => (response.headers()['content-type'] ?? '').split(';')[0];

for (const build of BUILDS) {
  test.describe(build.name, () => {
    const url = (sitePath: string) => `${build.origin}${build.base}${sitePath}`;

    test('every kind of page links favicon.ico, the SVG icon, the Apple touch icon and the manifest under the base path, with the theme colour', async ({ page }) => {
      const expected = [
        { rel: 'manifest', href: `${build.base}${assetPaths.manifest()}`, sizes: null, type: null },
        { rel: 'icon', href: `${build.base}${assetPaths.favicon()}`, sizes: '16x16 32x32 48x48', type: null },
        { rel: 'icon', href: `${build.base}${assetPaths.siteIcon(SVG_ICON)}`, sizes: null, type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: `${build.base}${assetPaths.siteIcon('apple-touch-icon.png')}`, sizes: '180x180', type: null },
      ];
      for (const sitePath of pageTypes(build.content)) {
        await page.goto(url(sitePath));
        expect(await linksOf(page), sitePath).toEqual(expected);
        await expect(page.locator('meta[name="theme-color"]'), sitePath).toHaveAttribute('content', colours.theme);
      }
      // and the 404 page a host answers unknown addresses with
      const missing = await page.goto(url('/no-such-page/'));
      expect(missing?.status()).toBe(404);
      expect(await linksOf(page)).toEqual(expected);
    });

    test('each linked icon answers 200 with its type and is the size it says, favicon.ico holding 16, 32 and 48 px PNGs', async ({ page, request }) => {
      await page.goto(url(paths.about()));
      const links = await linksOf(page);
      const fetched = new Map<string, APIResponse>();
      for (const link of links) {
        const response = await request.get(`${build.origin}${link.href}`);
        expect(response.status(), link.href!).toBe(200);
        fetched.set(link.rel === 'manifest' ? 'manifest' : link.href!, response);
      }

      const ico = fetched.get(`${build.base}${assetPaths.favicon()}`)!;
      expect(typeOf(ico)).toBe('image/x-icon');
      const { type, entries } = readIco(await ico.body());
      expect(type).toBe(1);
      expect(entries.map((e) => e.width)).toEqual([...FAVICON_SIZES]);
      for (const entry of entries) {
        expect(entry.data.subarray(0, 8).equals(PNG_SIGNATURE), `${entry.width} px is a PNG`).toBe(true);
        expect(await pixelSize(entry.data)).toEqual([entry.width, entry.height]);
      }

      const svg = fetched.get(`${build.base}${assetPaths.siteIcon(SVG_ICON)}`)!;
      expect(typeOf(svg)).toBe('image/svg+xml');
      const [width, height] = await pixelSize(await svg.body());
      expect(width).toBeGreaterThan(0);
      expect(width, 'a square drawing').toBe(height);

      const apple = fetched.get(`${build.base}${assetPaths.siteIcon('apple-touch-icon.png')}`)!;
      expect(typeOf(apple)).toBe('image/png');
      expect(await pixelSize(await apple.body())).toEqual([180, 180]);
      expect((await sharp(await apple.body()).metadata()).hasAlpha, 'opaque, as iOS wants').toBe(false);
      // the icons are picture variants: cached for a day, like the rest of the pictures
      expect(apple.headers()['cache-control']).toBe('public, max-age=86400');
    });

    test('the manifest names the site, opens its home page, stays in the site, and its icons exist at their sizes', async ({ page, request }) => {
      const response = await request.get(url(assetPaths.manifest()));
      expect(response.status()).toBe(200);
      expect(typeOf(response)).toBe('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: build.content.site.name,
        short_name: build.content.site.shortName,
        start_url: `${build.base}/`,
        scope: `${build.base}/`,
        display: 'standalone',
        theme_color: colours.theme,
        background_color: colours.background,
      });
      const start = await request.get(`${build.origin}${manifest.start_url}`);
      expect([start.status(), typeOf(start)]).toEqual([200, 'text/html']);

      const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
      for (const icon of icons) {
        expect(icon.src.startsWith(`${build.base}/`), icon.src).toBe(true);
        const file = await request.get(`${build.origin}${icon.src}`);
        expect(file.status(), icon.src).toBe(200);
        expect(typeOf(file)).toBe(icon.type);
        const size = Number(icon.sizes.split('x')[0]);
        expect(await pixelSize(await file.body()), icon.src).toEqual([size, size]);
      }
      expect(PNG_ICONS.filter((i) => i.style !== 'apple').length).toBe(icons.length);

      // and Chromium reads it from the page's link without a complaint
      await page.goto(url(paths.home()));
      const cdp = await page.context().newCDPSession(page);
      const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
      expect(read.url).toBe(url(assetPaths.manifest()));
      expect(read.errors).toEqual([]);
      expect(JSON.parse(read.data ?? '{}').name).toBe(build.content.site.name);
    });
  });
}

// The root build's pages are loaded one by one by site-pages.spec.ts, which fails on a console error or a failed
// request. Under a base path, what could break is how a page finds its files (scripts, fonts, pictures, the search
// index), which is the code of its kind, not its words: one page of each kind in each language.
test('under a base path, no page logs a console error, throws, or has a request fail (one page of each kind per language, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  let at = '';
  const problems = recordProblems(page, () => at);
  const pages = onePageOfEachKind('out-base');
  expect(pages).toContain(paths.home());
  for (const sitePath of pages) {
    at = sitePath;
    const response = await page.goto(`http://localhost:${BASE_PORT}${BASE_PATH_BUILD}${sitePath}`);
    expect(response?.status(), sitePath).toBe(200);
  }
  expect(problems).toEqual([]);
});
