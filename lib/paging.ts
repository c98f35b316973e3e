/**
 * Listings that grow with content (blog articles, doctors, a department's
 * services) are cut into numbered pages, each its own static URL. Pure, so the
 * routes, the pages and the tests share one rule.
 */

/** Articles on each blog listing page. */
export const ARTICLES_PER_PAGE = 5;
/** Doctors on each page of the doctors' directory, and the most the "All doctors" carousel shows. */
export const DOCTORS_PER_PAGE = 30;
/** The most doctors a department page's specialists carousel shows; its "See all … doctors" link lists the rest. */
export const SPECIALISTS_SHOWN = 12;
/** Services in a department's service grid on each page. */
export const SERVICES_PER_PAGE = 24;

/** The items cut into pages of `perPage`; always at least one page (which may be empty). */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`paginate: perPage must be a whole number of 1 or more, not ${perPage}`);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages.length > 0 ? pages : [[]];
}

/** The page number a route segment names ("2"), or undefined for anything else ("02", "0", "x"). */
export function pageNumberOf(segment: string | undefined): number | undefined {
  return segment && /^[1-9]\d*$/.test(segment) ? Number(segment) : undefined;
}

/** The page (1-based) that holds the item at `index` (0-based). */
export function pageOfIndex(index: number, perPage: number): number {
  return Math.floor(index / perPage) + 1;
}

/** The page numbers 2…total: the pages that need a route of their own besides page 1. */
export function laterPages(total: number): number[] {
  return Array.from({ length: Math.max(0, total - 1) }, (_, i) => i + 2);
}

export type PageLink = number | 'gap';

/**
 * The numbered links a page control shows: every page while there are few;
 * otherwise the first, the last and the pages next to the current one, with a
 * gap where numbers are left out: 1 … 6 7 8 … 38.
 */
export function pageLinks(current: number, total: number, around = 1): PageLink[] {
  if (total <= 5 + 2 * around) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= total) shown.add(n);
  // near either end, show a fixed-length run so the control does not change width page by page
  if (current <= 2 + around) for (let n = 2; n <= 3 + 2 * around; n++) shown.add(n);
  if (current >= total - 1 - around) for (let n = total - 2 - 2 * around; n < total; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) links.push('gap');
    links.push(n);
  });
  return links;
}
