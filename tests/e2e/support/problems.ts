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

type Watched = { __cspViolations?: string[] };

/**
 * Records, from before the first byte is parsed, what the Content-Security-Policy
 * refuses (securitypolicyviolation events), naming the policy that refused it:
 * the header's (the one with frame-ancestors) or the page's <meta>. Returns a
 * reader of the lines so far.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const policy = e.originalPolicy.includes('frame-ancestors') ? 'header' : 'meta';
        w.__cspViolations!.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber}) by the ${policy} policy`);
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as Watched).__cspViolations ?? []);
}
