import type { Page } from '@playwright/test';

/**
 * Records, from now on, what a visitor would meet as a broken page: a console
 * error, an uncaught exception, a request that fails and an answer of 400 or
 * more. `where` names the page each line is about, for a walk over many pages.
 * A request cut off because the page goes on to something else (the next
 * page, say) is not a failure of the site.
 */
export function recordProblems(page: Page, where: () => string = () => ''): string[] {
  const problems: string[] = [];
  const add = (line: string) => problems.push(where() ? `${where()}: ${line}` : line);
  page.on('console', (m) => m.type() === 'error' && add(`console error: ${m.text()}`));
  page.on('pageerror', (e) => add(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && add(`failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => r.status() >= 400 && add(`${r.status()} ${r.url()}`));
  return problems;
}
