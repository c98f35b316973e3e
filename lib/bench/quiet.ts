/**
 * "Main thread quiet" (issue 14), the pure half: the phone it is measured
 * on, the script that records events inside the page, and the rule that
 * turns those events into one time. lib/bench/quiet-browser.ts drives
 * Chromium; this module only decides, so it is unit-tested.
 *
 * A page is quiet at the latest of
 * - its load event's end,
 * - the moment `<html data-hydrated="true">` was set (the site sets it once
 *   the islands that hydrate at load are ready; the plain-HTML floor never
 *   sets it), and
 * - the end of its last long task (a main-thread task over 50 ms),
 * provided nothing long happens for a settle window after that time.
 * Every time is in ms since the navigation started (the page's performance.now()).
 */
import { median } from './budgets';
import { onFirstScreen } from '../../islands/runtime/first-screen';

/**
 * The slow phone: a 4× slower CPU, 1.6 Mbps down, 750 Kbps up, 150 ms added
 * to every request, and no cache. Rates follow Lighthouse's convention,
 * where a kilobit is 1024 bits: 1.6 Mbps is 1.6 × 1024 × 1024 / 8 =
 * 209,715 bytes a second, 750 Kbps is 750 × 1024 / 8 = 96,000 bytes a second.
 * The screen is Lighthouse's mobile one (412 × 823 CSS px at 1.75 device pixels per px).
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** How long nothing long may happen before a page counts as quiet, and when to give up waiting. */
export const QUIET_DEFAULTS = { settleMs: 2000, capMs: 20_000 } as const;

/** The name of the object the init script leaves on `window`. */
export const QUIET_GLOBAL = '__benchQuiet';

/**
 * Runs in the page before any of its own scripts (Playwright's addInitScript).
 * Records every long task, buffered from the start, and the performance.now()
 * at which `data-hydrated="true"` appeared on <html>. Kept as a string: a
 * function would be compiled by tsx, whose helpers do not exist in the page.
 */
export const QUIET_INIT_SCRIPT = `(() => {
  if (window.${QUIET_GLOBAL}) return;
  const record = { longTasks: [], hydratedMs: null };
  Object.defineProperty(window, '${QUIET_GLOBAL}', { value: record, configurable: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    record.noLongTasks = String(error);
  }
  const check = () => {
    const root = document.documentElement;
    if (record.hydratedMs === null && root && root.dataset.hydrated === 'true') record.hydratedMs = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

/** An expression, evaluated in the page, whose value is a QuietRecord as JSON. */
export const QUIET_READ_EXPRESSION = `JSON.stringify((() => {
  const record = window.${QUIET_GLOBAL} || { longTasks: [], hydratedMs: null };
  const navigation = performance.getEntriesByType('navigation')[0];
  const marked = document.documentElement && document.documentElement.dataset.hydrated === 'true';
  return {
    nowMs: performance.now(),
    loadMs: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null,
    hydratedMs: record.hydratedMs !== null ? record.hydratedMs : marked ? performance.now() : null,
    longTasks: record.longTasks,
    observerError: record.noLongTasks || null,
  };
})())`;

/**
 * An expression, evaluated in the page, whose value is the `src` (JSON) of each lazy picture on its first
 * screen by the rule the starter and the island loader use (islands/runtime/first-screen.ts): each is asked
 * for only once laid out, late on a slow line, and the site script waits for it. The bench names them.
 */
export const LAZY_ON_FIRST_SCREEN_EXPRESSION = `JSON.stringify([...document.images]
  .filter((img) => img.loading === 'lazy' && (${onFirstScreen})(img))
  .map((img) => img.getAttribute('src')))`;

/** What the page has recorded so far. */
export interface QuietRecord {
  /** the page's performance.now() when read */
  nowMs: number;
  /** the end of the load event; null until it has ended */
  loadMs: number | null;
  /** when `data-hydrated="true"` appeared; null while it has not */
  hydratedMs: number | null;
  /** [start, duration] of every long task */
  longTasks: [number, number][];
  /** set when the browser refused to observe long tasks */
  observerError?: string | null;
}

/** The end of the last long task, or 0 without any. */
export function lastLongTaskEnd(longTasks: readonly (readonly [number, number])[]): number {
  return longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
}

/** The time the page became quiet by what it has recorded: the latest of load, the hydration mark and the last long task's end. */
export function quietAt(record: QuietRecord): number {
  return Math.max(record.loadMs ?? 0, record.hydratedMs ?? 0, lastLongTaskEnd(record.longTasks));
}

export type QuietState = 'waiting' | 'quiet' | 'capped';

/**
 * Whether to stop watching a page: 'quiet' once it has loaded, has set its
 * hydration mark (when it is expected to), and has had no long task for
 * `settleMs`; 'capped' when `capMs` have gone by without that.
 */
export function quietState(
  record: QuietRecord,
  options: { expectsMark: boolean; settleMs?: number; capMs?: number },
): QuietState {
  const { settleMs = QUIET_DEFAULTS.settleMs, capMs = QUIET_DEFAULTS.capMs } = options;
  const ready = record.loadMs !== null && (!options.expectsMark || record.hydratedMs !== null);
  if (ready && record.nowMs - quietAt(record) >= settleMs) return 'quiet';
  return record.nowMs >= capMs ? 'capped' : 'waiting';
}

/** One measured visit, as the bench keeps it. */
export interface QuietRun {
  /** ms from navigation to quiet; the cap when the page never settled */
  quietMs: number;
  state: Exclude<QuietState, 'waiting'>;
  loadMs: number | null;
  hydratedMs: number | null;
  longTasks: number;
  /** the sum of the long tasks' time over 50 ms each */
  blockingMs: number;
  lastLongTaskEndMs: number;
}

/** A visit's final record reduced to what the bench reports. */
export function summarizeQuiet(record: QuietRecord, state: Exclude<QuietState, 'waiting'>, capMs: number = QUIET_DEFAULTS.capMs): QuietRun {
  return {
    quietMs: state === 'capped' ? Math.max(capMs, quietAt(record)) : quietAt(record),
    state,
    loadMs: record.loadMs,
    hydratedMs: record.hydratedMs,
    longTasks: record.longTasks.length,
    blockingMs: record.longTasks.reduce((n, [, duration]) => n + Math.max(0, duration - 50), 0),
    lastLongTaskEndMs: lastLongTaskEnd(record.longTasks),
  };
}

/** A page type's visits reduced to the median quiet time and how many visits hit the cap. */
export function medianQuiet(runs: readonly Pick<QuietRun, 'quietMs' | 'state'>[]): { quietMs: number; cappedRuns: number } {
  return { quietMs: median(runs.map((r) => r.quietMs)), cappedRuns: runs.filter((r) => r.state === 'capped').length };
}
