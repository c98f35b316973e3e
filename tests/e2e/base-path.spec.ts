import fs from 'node:fs';
import { expect, test } from './support/test';
import { checkBuild } from './support/links';
import { BASE_PATH_BUILD, htmlFiles } from './support/site';

test('under a base path, every internal link and asset starts with it and exists', () => {
  const { checked, broken } = checkBuild('out-base', htmlFiles('out-base'), BASE_PATH_BUILD);
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});

test('under a base path, canonical URLs use SITE_URL and the base path', async ({ page }) => {
  await page.goto('mainservice/radiology/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://example.org${BASE_PATH_BUILD}/mainservice/radiology/`);
});

test('under a base path, pages load every asset without a failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  for (const path of ['', 'ourdoctor/', 'blog/page/2/', 'gallery/']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});

test('under a base path, the search page loads its own index and links results under the base path', async ({ page }) => {
  const pagefind: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && pagefind.push(new URL(r.url()).pathname));
  await page.goto('about/');
  await expect(page.getByRole('search', { name: 'Site' })).toHaveAttribute('action', `${BASE_PATH_BUILD}/search/`);
  expect(fs.existsSync('out-base/pagefind/pagefind.js')).toBe(true);
  expect(fs.readFileSync('out-base/search/index.html', 'utf8')).toContain(`${BASE_PATH_BUILD}/pagefind/pagefind.js`);

  await page.goto('search/?q=Hegde');
  const status = page.locator('[data-site-search]').getByRole('status');
  await expect(status).toHaveText(/^\d+ results? for “Hegde”$/);
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first.locator('span').first()).toHaveText('Doctor');
  await expect(first.getByRole('link')).toHaveAttribute('href', `${BASE_PATH_BUILD}/ourdoctor/dr-arjun-hegde/`);
  expect(pagefind.length).toBeGreaterThan(0);
  expect(pagefind.filter((p) => !p.startsWith(`${BASE_PATH_BUILD}/pagefind/`))).toEqual([]);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH_BUILD}/ourdoctor/dr-arjun-hegde/$`));
  await expect(page.locator('h1')).toHaveText(/Hegde/);
});

test('under a base path, the sitemap, robots.txt and llms.txt use the base path', () => {
  const sitemap = fs.readFileSync('out-base/sitemap.xml', 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(70);
  expect(locs.filter((l) => !l.startsWith(`https://example.org${BASE_PATH_BUILD}/`))).toEqual([]);
  expect(fs.readFileSync('out-base/robots.txt', 'utf8')).toContain(`Sitemap: https://example.org${BASE_PATH_BUILD}/sitemap.xml`);
  expect(fs.readFileSync('out-base/llms.txt', 'utf8')).toContain(`](https://example.org${BASE_PATH_BUILD}/mainservice/radiology/)`);
});
