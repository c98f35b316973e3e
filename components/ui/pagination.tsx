import { pageLinks } from '@/lib/paging';
import { href } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-semibold no-underline hover:bg-brand-50';

/**
 * Links between the pages of a listing: Previous, the numbered pages (with a
 * gap where a long run is left out: 1 … 6 7 8 … 38), Next. `pathOf` is the
 * lib/routes function that gives page n's path (in the page's language).
 * Renders nothing for one page.
 */
export function Pagination({
  lang = 'en',
  label,
  current,
  total,
  pathOf,
  className = 'mt-10',
}: {
  /** The page's language (Previous, Next); English pages may leave it out. */
  lang?: Language;
  label: string;
  current: number;
  total: number;
  pathOf: (page: number) => string;
  className?: string;
}) {
  if (total <= 1) return null;
  const t = ui(lang).pagination;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li><a className={link} href={href(pathOf(current - 1))} rel="prev">{t.previous}</a></li>
        )}
        {pageLinks(current, total).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">…</li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span aria-current="page" className={`${link} border-brand-700 bg-brand-700 text-white`}>
                  {n}
                </span>
              ) : (
                <a className={link} href={href(pathOf(n))}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li><a className={link} href={href(pathOf(current + 1))} rel="next">{t.next}</a></li>
        )}
      </ul>
    </nav>
  );
}
