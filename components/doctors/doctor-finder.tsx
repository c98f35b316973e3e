'use client';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { ALL_DOCTORS_LABEL, labelFromSearch, matchingDoctorIds, resultSummary } from '@/lib/doctor-filter';
import { DoctorStrip } from './doctor-strip';

export interface FinderOption {
  label: string;
  /** The option's own URL (/ourdoctor/?department=…), from lib/routes. */
  href: string;
  picture: ReactNode;
}

/** Below this width the options fold under the DEPARTMENTS button (Tailwind's max-lg). */
const FOLDED_QUERY = '(width < 992px)';
/** Keeps a chosen option's results clear of a sticky header when they are scrolled to. */
const SCROLL_OFFSET = 100;

// The choice lives in the URL: the island reads location.search, and
// re-reads it after its own pushState and on back/forward (popstate).
const urlListeners = new Set<() => void>();
function subscribeToUrl(onChange: () => void) {
  urlListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    urlListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}
function pushUrl(url: string) {
  window.history.pushState(null, '', url);
  urlListeners.forEach((notify) => notify());
}
const currentSearch = () => window.location.search;
const serverSearch = () => '';

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The DEPARTMENTS filter of /ourdoctor. Without JavaScript it is a list of
 * option links and the strip of every doctor. With it, choosing an option
 * writes ?department=… to the URL and shows that department's doctors as a
 * grid in place of the strip; the count is announced politely.
 *
 * Cards arrive server-rendered, keyed by doctor id; `doctors` carries only
 * what the filter needs.
 */
export function DoctorFinder({
  options,
  doctors,
  cards,
}: {
  options: FinderOption[];
  doctors: { id: string; departments: string[] }[];
  cards: Record<string, ReactNode>;
}) {
  const search = useSyncExternalStore(subscribeToUrl, currentSearch, serverSearch);
  const selected = labelFromSearch(
    search,
    options.map((o) => o.label),
  );
  const [optionsOpen, setOptionsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const shownIds = selected === ALL_DOCTORS_LABEL ? null : matchingDoctorIds(doctors, selected);
  const count = shownIds ? shownIds.length : doctors.length;

  function choose(event: MouseEvent<HTMLAnchorElement>, option: FinderOption) {
    if (!isPlainClick(event)) return; // new tab or window: let the link do it
    event.preventDefault();
    if (option.label !== selected) pushUrl(option.href);
    if (window.matchMedia(FOLDED_QUERY).matches) {
      setOptionsOpen(false);
      toggleRef.current?.focus();
      return;
    }
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + top - SCROLL_OFFSET, behavior: reduce ? 'instant' : 'smooth' });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label="Doctors by department">
        <h2 id="filter-title" className="eyebrow">
          {/* Below 992 px the options fold behind this button once JavaScript runs (class "js" is set before the first paint, so nothing jumps). */}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={optionsOpen}
            aria-controls="filter-options"
            onClick={() => setOptionsOpen((open) => !open)}
            className="hidden min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 text-left tracking-wider uppercase max-lg:js:flex"
          >
            Departments
            <ChevronDown aria-hidden="true" className={`size-5 ${optionsOpen ? 'rotate-180' : ''}`} />
          </button>
          <span className="max-lg:js:hidden">Departments</span>
        </h2>
        <ul id="filter-options" className={`mt-3 space-y-1 ${optionsOpen ? '' : 'max-lg:js:hidden'}`}>
          {options.map((o) => {
            const current = o.label === selected;
            return (
              <li key={o.label}>
                <a
                  href={o.href}
                  onClick={(e) => choose(e, o)}
                  aria-current={current ? 'true' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 no-underline ${
                    current ? 'bg-brand-700 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50'
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
      <section aria-labelledby="doctors-list" ref={resultsRef} className="min-w-0">
        <h2 id="doctors-list" className="section-title">
          {selected === ALL_DOCTORS_LABEL ? 'All doctors' : selected}
        </h2>
        <p role="status" className="mt-1 text-slate-700">
          {resultSummary(count, selected)}
        </p>
        <div className="mt-6">
          {shownIds ? (
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-doctor-results="">
              {shownIds.map((id) => (
                <li key={id}>{cards[id]}</li>
              ))}
            </ul>
          ) : (
            <DoctorStrip cards={doctors.map((d) => ({ key: d.id, node: cards[d.id] }))} />
          )}
        </div>
      </section>
    </div>
  );
}
