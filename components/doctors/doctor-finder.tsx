'use client';
import { ChevronDown } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { below } from '@/lib/breakpoints';

export interface FinderOption {
  label: string;
  /** The option's own page as a site path (/ourdoctor/department/…/), for the router. */
  path: string;
  /** The same with the base path in front, for the link. */
  href: string;
  picture: ReactNode;
}

/** Below lg the options fold under the DEPARTMENTS button (Tailwind's max-lg:). */
const FOLDED_QUERY = below('lg');
/** Set while the page of a chosen option replaces this one, so its list can take the keyboard back. */
const FOCUS_KEY = 'doctor-filter:chosen';

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The DEPARTMENTS list of the doctors' directory: one link per filter option,
 * each to that option's own static page, the current one marked. Plain links
 * without JavaScript; with it, below 992 px the list folds behind a
 * DEPARTMENTS button (class "js" is set before the first paint, so the fold
 * is there from the start and nothing jumps when this island hydrates), and a
 * choice applies at once: the router swaps in the option's page from its
 * prerendered payload, keeps the scroll position, and the keyboard lands on
 * the new current option (or on the folded list's button). A click that asks
 * for a new tab or window is left to the browser.
 */
export function DoctorFinder({ options, current }: { options: FinderOption[]; current: string }) {
  const router = useRouter();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let chosen: string | null = null;
    try {
      chosen = sessionStorage.getItem(FOCUS_KEY);
      sessionStorage.removeItem(FOCUS_KEY);
    } catch {
      /* storage blocked: nothing to restore */
    }
    if (chosen !== current) return;
    if (window.matchMedia(FOLDED_QUERY).matches) toggleRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  function choose(event: MouseEvent<HTMLAnchorElement>, option: FinderOption) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOptionsOpen(false);
    if (option.label === current) return;
    try {
      sessionStorage.setItem(FOCUS_KEY, option.label);
    } catch {
      /* the choice still works; only the focus is not carried over */
    }
    router.push(option.path, { scroll: false });
  }

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
        ref={listRef}
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
                onClick={(e) => choose(e, o)}
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
