import { test as base, type Page } from '@playwright/test';
import { HYDRATE_ALL_EVENT } from '../../../islands/runtime/protocol';

export * from '@playwright/test';

/**
 * Islands hydrate when their moment comes (after load, in view, on first
 * use: islands/runtime/loader.ts), so `page.goto` resolving does not mean
 * they run. With JavaScript on, goto and reload here wait for the mark the
 * site script sets once the load-time islands are ready, then ask every other
 * island to hydrate at once and wait for that too: a spec about what an
 * island does starts from the live island. Specs about when islands load use
 * `rawTest`, which leaves the page alone.
 */
async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await loadTimeIslandsReady(page);
  await hydrateEveryIsland(page);
}

/** Waits for the mark the site script sets once the islands that hydrate at load are ready. */
export async function loadTimeIslandsReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/** Asks every island that waits for its moment (in view, first use) to hydrate now, and waits until each is ready or failed. */
export async function hydrateEveryIsland(page: Page) {
  await page.evaluate((event) => window.dispatchEvent(new Event(event)), HYDRATE_ALL_EVENT);
  await page.waitForFunction(() => [...document.querySelectorAll('island-root')].every((r) => ['ready', 'failed'].includes(r.getAttribute('data-island-state') ?? '')), undefined, { timeout: 15_000 });
}

export const rawTest = base;

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
