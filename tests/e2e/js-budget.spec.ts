import { expect, rawTest as test } from './support/test';
import { createJsCounter } from '../../lib/build/js-size';
import { KB, judgeJs } from '../../lib/bench/budgets';
import { pagesToVisit } from './support/site';

/**
 * The JavaScript budget of issue 14, on every page, as a phone loads it: at
 * Lighthouse's mobile size (412 × 823), every script the page fetches by
 * itself (no scrolling, no touch) until the network is quiet, counted at its
 * gzip size. Pages people come to read (articles, the blog, a doctor, the
 * gallery) load 15 KB or less: the site script, and no React. Every page
 * loads 85 KB or less. Code an island fetches when it comes into view or is
 * used is not part of a visit's first load.
 */

const pages = pagesToVisit('out');
const { sizeOf, countPage } = createJsCounter('out');

test('every page loads 85 KB of compressed JavaScript or less, pages for reading 15 KB or less', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 412, height: 823 });
  const measured: { page: string; bytes: number }[] = [];
  for (const sitePath of pages) {
    const scripts = new Set<string>();
    const onResponse = (r: import('@playwright/test').Response) => {
      if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(sitePath);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const files = [...scripts];
    // only our own files, and only those the build lists for the page's islands
    const listed = countPage(sitePath).chunks;
    expect(files.filter((f) => !listed.includes(f)), `${sitePath}: scripts the build does not list for it`).toEqual([]);
    const bytes = files.reduce((n, f) => n + sizeOf(f), 0);
    measured.push({ page: sitePath, bytes });
  }
  const heaviest = [...measured].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  console.log(`JavaScript per page (gzip): heaviest ${heaviest.map((p) => `${p.page} ${(p.bytes / KB).toFixed(1)} KB`).join(', ')}`);
  for (const verdict of judgeJs(measured.map((m) => ({ page: m.page, files: m.bytes })))) expect(verdict.ok, `${verdict.what}: ${verdict.detail}`).toBe(true);
});
