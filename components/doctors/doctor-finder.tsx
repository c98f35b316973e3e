'use client';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

export interface FinderOption {
  label: string;
  /** The option's own page (/ourdoctor/ or /ourdoctor/department/…/), from lib/routes with the base path. */
  href: string;
  picture: ReactNode;
}

/**
 * The DEPARTMENTS list of the doctors' directory: one link per filter option,
 * each to that option's own static page, the current one marked. Plain links
 * without JavaScript; with it, below 992 px the list folds behind a
 * DEPARTMENTS button (class "js" is set before the first paint, so the fold
 * is there from the start and nothing jumps when this island hydrates).
 */
export function DoctorFinder({ options, current }: { options: FinderOption[]; current: string }) {
  const [optionsOpen, setOptionsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <nav aria-label="Doctors by department">
      <h2 id="filter-title" className="eyebrow">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={optionsOpen}
          aria-controls="filter-options"
          // the visible word first (WCAG 2.5.3), then the current choice, which the folded list hides
          aria-label={`Departments: ${current}`}
          onClick={() => setOptionsOpen((open) => !open)}
          className="hidden min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 text-left tracking-wider uppercase max-lg:js:flex"
        >
          Departments
          <ChevronDown aria-hidden="true" className={`size-5 ${optionsOpen ? 'rotate-180' : ''}`} />
        </button>
        <span className="max-lg:js:hidden">Departments</span>
      </h2>
      <ul
        id="filter-options"
        className={`mt-3 space-y-1 ${optionsOpen ? '' : 'max-lg:js:hidden'}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && optionsOpen) {
            setOptionsOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        {options.map((o) => {
          const isCurrent = o.label === current;
          return (
            <li key={o.label}>
              <a
                href={o.href}
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
    </nav>
  );
}
