import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages load their script files only after the load event (see
 * lib/build/defer-scripts.ts), so `page.goto` resolving no longer means the
 * islands run. With JavaScript on, goto and reload here also wait for the
 * mark the root layout sets once the page has hydrated.
 */
async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async (response: Awaited<ReturnType<Page['goto']>>, options?: { waitUntil?: string }) => {
        if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
        return response;
      };
      page.goto = async (url, options) => settled(await goto(url, options), options);
      page.reload = async (options) => settled(await reload(options), options);
    }
    await use(page);
  },
});
