import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level every page is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules that must run whatever their tags say. label-content-name-mismatch
 * (WCAG 2.5.3, Label in Name: a control's accessible name contains its
 * visible text) is tagged "experimental" in some axe versions, and then a run
 * by tags silently leaves it out; Lighthouse runs it.
 */
export const ALWAYS_RUN = ['label-content-name-mismatch'] as const;

/** What a run sends back from the page: the rules that ran and each violation as one line. */
interface AxeSummary {
  version: string;
  ran: string[];
  violations: string[];
}

/**
 * The page's axe violations as "rule: selector | selector …" lines (empty when
 * there are none), under WCAG 2.2 AA plus ALWAYS_RUN. Fails if a rule of
 * ALWAYS_RUN did not run at all, so an axe upgrade cannot drop it unnoticed.
 *
 * axe-core runs in the page itself (axe.run): it is put in once per page and
 * stays for a second run at another width, and only the summary comes back.
 * No page of the site has a cross-origin frame (the contact map's appears
 * only when asked for), so nothing needs axe's frame-by-frame mode.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // page.evaluate is not held to the page's Content-Security-Policy, as a <script> added to it would be
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(
    async ({ tags, always }): Promise<AxeSummary> => {
      const engine = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const results = await engine.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(always.map((id) => [id, { enabled: true }])),
        // passes and the rest come back with one element each at most, not every element they looked at
        resultTypes: ['violations'],
      });
      return {
        version: results.testEngine.version,
        ran: [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id),
        violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`),
      };
    },
    { tags: WCAG_TAGS, always: [...ALWAYS_RUN] },
  );
  const missing = ALWAYS_RUN.filter((id) => !summary.ran.includes(id));
  if (missing.length) throw new Error(`axe did not run ${missing.join(', ')} (axe-core ${summary.version})`);
  return summary.violations;
}
