import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { isNoindex } from '../../lib/build/pages';
import { paths, routeOf } from '../../lib/routes';
import { checkBuild } from './support/links';
import { contentOf, doctorWithOwnSurnameIn, literal, surnameOf } from './support/content';
import { BASE_PATH_BUILD, BASE_PATH_CONTENT, discoverPages, htmlFiles } from './support/site';

/** What out-base/ is built from: the test fixture (support/site.ts says why). */
const content = contentOf(BASE_PATH_CONTENT);

/** A site path as the base-path project's baseURL takes it: relative, so the base path stays in front ("/about/" → "about/"). */
const relative = (sitePath: string) => sitePath.replace(/^\//, '');

test('under a base path, every internal link and asset starts with it and exists', () => {
  const files = htmlFiles('out-base');
  const { checked, broken } = checkBuild('out-base', files, BASE_PATH_BUILD);
  // every page links at least back to the home page
  expect(checked).toBeGreaterThanOrEqual(files.length);
  expect(broken).toEqual([]);
});

test('under a base path, canonical URLs use SITE_URL and the base path', async ({ page }) => {
  // any department page: the first
  const department = paths.department(content.departments[0]!.slug);
  await page.goto(relative(department));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://example.org${BASE_PATH_BUILD}${department}`);
});

test('under a base path, pages load every asset without a failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  // the blog's last listing page (a later page once the articles fill more than one)
  const lastBlogPage = discoverPages('out-base').filter((p) => routeOf(p)?.name === 'blogPage').at(-1) ?? paths.blog();
  for (const sitePath of [paths.home(), paths.doctors(), lastBlogPage, paths.gallery()]) {
    await page.goto(relative(sitePath));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});

test('under a base path, the search page loads its own index and links results under the base path', async ({ page }) => {
  const doctor = doctorWithOwnSurnameIn(content);
  test.skip(!doctor, 'every doctor shares a surname with another doctor or a department, service or article');
  // a doctor whose surname names no one and nothing else, so the doctor's page is plainly the first result
  if (!doctor) return;
  const surname = surnameOf(doctor);
  const pagefind: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && pagefind.push(new URL(r.url()).pathname));
  await page.goto(relative(paths.about()));
  await expect(page.getByRole('search', { name: 'Site' })).toHaveAttribute('action', `${BASE_PATH_BUILD}${paths.search()}`);
  expect(fs.existsSync('out-base/pagefind/pagefind.js')).toBe(true);
  expect(fs.readFileSync('out-base/search/index.html', 'utf8')).toContain(`${BASE_PATH_BUILD}/pagefind/pagefind.js`);

  await page.goto(relative(paths.search(surname)));
  const status = page.locator('[data-site-search]').getByRole('status');
  await expect(status).toHaveText(new RegExp(`^\\d+ results? for “${literal(surname)}”$`));
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first.locator('span').first()).toHaveText('Doctor');
  await expect(first.getByRole('link')).toHaveAttribute('href', `${BASE_PATH_BUILD}${paths.doctor(doctor.id)}`);
  expect(pagefind.length).toBeGreaterThan(0);
  expect(pagefind.filter((p) => !p.startsWith(`${BASE_PATH_BUILD}/pagefind/`))).toEqual([]);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${literal(`${BASE_PATH_BUILD}${paths.doctor(doctor.id)}`)}$`));
  await expect(page.locator('h1')).toHaveText(doctor.name);
});

test('under a base path, the sitemap, robots.txt and llms.txt use the base path', () => {
  const sitemap = fs.readFileSync('out-base/sitemap.xml', 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // every indexable page of the build, each under the base path
  const indexable = discoverPages('out-base').filter((p) => !isNoindex(fs.readFileSync(path.join('out-base', p, 'index.html'), 'utf8')));
  expect(indexable.length).toBeGreaterThan(0);
  expect([...locs].sort()).toEqual(indexable.map((p) => `https://example.org${BASE_PATH_BUILD}${p}`).sort());
  expect(fs.readFileSync('out-base/robots.txt', 'utf8')).toContain(`Sitemap: https://example.org${BASE_PATH_BUILD}/sitemap.xml`);
  const llms = fs.readFileSync('out-base/llms.txt', 'utf8');
  for (const d of content.departments) expect(llms).toContain(`](https://example.org${BASE_PATH_BUILD}${paths.department(d.slug)})`);
});
