import AxeBuilder from '@axe-core/playwright';
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

/** The one way the tests build an axe run: WCAG 2.2 AA plus ALWAYS_RUN. */
export function axeBuilder(page: Page) {
  // options() replaces every option, so it comes before withTags(), which adds runOnly to them
  return new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALWAYS_RUN.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS);
}

/**
 * The page's axe violations as "rule: selector | selector …" lines (empty when
 * there are none). Fails if a rule of ALWAYS_RUN did not run at all, so an axe
 * upgrade cannot drop it unnoticed.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  const missing = ALWAYS_RUN.filter((id) => !ran.has(id));
  if (missing.length) throw new Error(`axe did not run ${missing.join(', ')} (axe-core ${results.testEngine.version})`);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
