/**
 * "Main thread quiet", the browser half: one visit of a page on the slow
 * phone of lib/bench/quiet.ts, in Playwright's Chromium with a CDP session
 * for the CPU and network throttling. Each visit gets a new browser context:
 * an empty cache, empty storage, as a new visitor's (at the phone's 412 px the
 * home page's first-visit modal does not open: it opens from 768 px up).
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';
import {
  LAZY_ON_FIRST_SCREEN_EXPRESSION, QUIET_DEFAULTS, QUIET_INIT_SCRIPT, QUIET_READ_EXPRESSION, SLOW_PHONE, quietState, summarizeQuiet,
  type QuietRecord, type QuietRun,
} from './quiet';

/** Chromium found as the tests find it, started with their flags (nothing reaches the internet). */
/** The bench serves over TLS with a certificate of its own (scripts/serve.mjs --h2): its browsers accept it. */
export const BENCH_CERTIFICATE_FLAG = '--ignore-certificate-errors';

/** `env` is added to the browser's environment (the phone's fonts, lib/bench/phone-fonts.ts). */
export function launchQuietBrowser(env: Record<string, string> = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, BENCH_CERTIFICATE_FLAG], headless: true, env: { ...process.env, ...env } });
}

export interface QuietVisit extends QuietRun {
  /** same-origin paths of the script files the visit fetched */
  scripts: string[];
  /** the `src` of each lazy picture on the first screen once quiet (LAZY_ON_FIRST_SCREEN_EXPRESSION) */
  lazyOnFirstScreen: string[];
}

/** Visits `url` once on the slow phone and waits until it is quiet (or the cap). */
export async function measureQuiet(
  browser: Browser,
  url: string,
  options: { expectsMark: boolean; settleMs?: number; capMs?: number; pollMs?: number },
): Promise<QuietVisit> {
  const { settleMs = QUIET_DEFAULTS.settleMs, capMs = QUIET_DEFAULTS.capMs, pollMs = 200 } = options;
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: QUIET_INIT_SCRIPT });
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.add(new URL(request.url()).pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });

    await page.goto(url, { waitUntil: 'commit', timeout: capMs + 30_000 });
    for (;;) {
      let record: QuietRecord;
      try {
        record = JSON.parse((await page.evaluate(QUIET_READ_EXPRESSION)) as string) as QuietRecord;
      } catch (error) {
        // asked between the response and the new document: ask again
        if (!/context was destroyed|navigat/i.test(String(error))) throw error;
        await page.waitForTimeout(pollMs);
        continue;
      }
      if (record.observerError) throw new Error(`bench: ${url}: Chromium does not report long tasks (${record.observerError})`);
      const state = quietState(record, { expectsMark: options.expectsMark, settleMs, capMs });
      if (state !== 'waiting') {
        const lazyOnFirstScreen = JSON.parse((await page.evaluate(LAZY_ON_FIRST_SCREEN_EXPRESSION)) as string) as string[];
        return { ...summarizeQuiet(record, state, capMs), scripts: [...scripts].sort(), lazyOnFirstScreen };
      }
      await page.waitForTimeout(pollMs);
    }
  } finally {
    await context.close();
  }
}
