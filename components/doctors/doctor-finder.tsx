import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { DOCTOR_FILTER_ID } from '@/lib/doctor-filter';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

export interface FinderOption {
  /** The choice's key (lib/doctor-filter.ts), the same in every language. */
  key: string;
  label: string;
  /** The option's own page, with the base path, landing at this list (paths.doctorFilterChoice). */
  href: string;
  picture: ReactNode;
}

/**
 * The DEPARTMENTS list of the doctors' directory: one plain link per filter
 * option, each to that option's own static page, the current one marked. A
 * choice loads its page scrolled to this list (its links carry the list's id
 * as their fragment), so the visitor lands where they chose, and the
 * keyboard's next Tab starts from here.
 *
 * No JavaScript. Below 992 px the list folds into a <details> whose summary
 * names the current choice; from 992 px up it is always open and the summary
 * gone. The "always open" part needs ::details-content; a browser without it
 * keeps the summary at every width (the `doctor-filter-*` rules in app/globals.css).
 */
export function DoctorFinder({ lang, options, current }: { lang: Language; options: FinderOption[]; current: string }) {
  const t = ui(lang).doctors.filter;
  const currentLabel = options.find((o) => o.key === current)?.label ?? current;
  return (
    <nav id={DOCTOR_FILTER_ID} aria-label={t.navLabel} className="min-w-0">
      <h2 className="doctor-filter-heading eyebrow">{t.heading}</h2>
      <details className="doctor-filter-fold group">
        {/* the visible word first (WCAG 2.5.3, Label in Name), then the current choice */}
        <summary
          aria-label={t.summaryLabel(currentLabel)}
          className="doctor-filter-summary min-h-11 list-none items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-1.5"
        >
          <span className="eyebrow">{t.heading}</span>{' '}
          <span className="min-w-0 truncate font-semibold text-brand-900">{currentLabel}</span>
          <ChevronDown aria-hidden="true" className="ml-auto size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="mt-3 space-y-1">
          {options.map((o) => {
            const isCurrent = o.key === current;
            return (
              <li key={o.key}>
                <a
                  href={o.href}
                  data-prerender=""
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 no-underline ${
                    isCurrent ? 'bg-brand-700 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50'
                  }`}
                >
                  {o.picture}
                  {o.label}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
