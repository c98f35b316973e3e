import { expect, test } from '@playwright/test';
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
