import { expect, test } from './support/test';
import { BUDGETS, KB, judgeJs } from '../../lib/bench/budgets';
import { createJsCounter } from '../../lib/build/js-size';
import { skipHomeModal } from './support/home-modal';
import { discoverPages } from './support/site';

/**
 * The JavaScript budget, on every page, as a phone loads it: at Lighthouse's
 * mobile size (412 × 823), every script the page fetches until it has
 * hydrated and the network is quiet, counted at its gzip size. Code fetched
 * only when the visitor does something (the message popup's form, a carousel
 * further down, the error screen) is not part of a visit's first load.
 */
const pages = discoverPages('out');
const { sizeOf, countPage } = createJsCounter('out');

test('every page loads 150 KB of compressed JavaScript or less, the heaviest 170 KB or less', async ({ page }) => {
  test.setTimeout(300_000);
  await skipHomeModal(page);
  await page.setViewportSize({ width: 412, height: 823 });
  const measured: { page: string; files: number }[] = [];
  for (const sitePath of pages) {
    const scripts = new Set<string>();
    const onResponse = (r: import('@playwright/test').Response) => {
      if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(sitePath);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const files = [...scripts];
    expect(files.every((f) => f.startsWith('/_next/static/chunks/')), `${sitePath} loads only our own script files: ${files.join(', ')}`).toBe(true);
    // the loader asked for exactly what the build lists for the page
    const listed = countPage(sitePath).chunks;
    expect(files.filter((f) => !listed.includes(f)), `${sitePath}: scripts the build does not list`).toEqual([]);
    measured.push({ page: sitePath, files: files.reduce((n, f) => n + sizeOf(f), 0) });
  }
  const heaviest = [...measured].sort((a, b) => b.files - a.files).slice(0, 3);
  console.log(`JavaScript per page (gzip): heaviest ${heaviest.map((p) => `${p.page} ${(p.files / KB).toFixed(1)} KB`).join(', ')}; budget ${BUDGETS.jsBytes / KB} KB (${BUDGETS.heaviestJsBytes / KB} KB for the heaviest)`);
  for (const verdict of judgeJs(measured)) expect(verdict.ok, `${verdict.what}: ${verdict.detail}`).toBe(true);
});
