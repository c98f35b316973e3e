'use client';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { gridColumns, panelInsertAfter, readServiceDetail, SERVICE_GRID_QUERIES, type ServiceDetail } from '@/lib/service-panel';
import { useHydrated } from './parts/use-hydrated';

export interface ServiceGridItem {
  slug: string;
  name: string;
  /** The card's summary, rendered on the server (the panel repeats it). */
  summary: ReactNode;
  cardPicture: ReactNode;
  /** The service's own page (with the base path): the card's link without JavaScript, where the panel takes its picture and text from. */
  href: string;
}

/** The panel's words, in the page's language (ui(lang).servicePanel). */
export interface ServicePanelWords {
  /** The close button ("Close"; then the service's name, for screen readers). */
  close: string;
  /** While the service's page is fetched. */
  loading: string;
  /** When it could not be, before a link to the page. */
  failed: string;
  /** That link's text. */
  openPage: string;
}

/**
 * Each service page's picture and text, fetched once per page load and
 * shared by every panel that shows it; a failed fetch is forgotten, so that
 * opening the panel again tries again.
 */
const details = new Map<string, Promise<ServiceDetail>>();
function loadDetail(url: string): Promise<ServiceDetail> {
  let detail = details.get(url);
  if (!detail) {
    detail = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.text();
      })
      .then((html) => {
        const read = readServiceDetail(html);
        if (!read) throw new Error(`${url} has no service detail`);
        return read;
      });
    details.set(url, detail);
    detail.catch(() => details.delete(url));
  }
  return detail;
}

/** Where a panel's picture and text stand: on the way, arrived, or not to be had. */
type DetailState = { state: 'loading' } | { state: 'ready'; detail: ServiceDetail } | { state: 'failed' };

/** The spec's scroll offset: the opened panel's top sits this far below the viewport top. */
const PANEL_SCROLL_OFFSET = 100;
const PANEL_ID = 'service-panel';
const PANEL_TITLE_ID = 'service-panel-title';

// Columns follow the same media queries as the grid's CSS classes below.
function subscribeToColumns(onChange: () => void) {
  const lists = Object.values(SERVICE_GRID_QUERIES).map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}
const currentColumns = () =>
  gridColumns({
    threeColumns: window.matchMedia(SERVICE_GRID_QUERIES.threeColumns).matches,
    twoColumns: window.matchMedia(SERVICE_GRID_QUERIES.twoColumns).matches,
  });
const serverColumns = () => 1 as const;

/** Keeps the open service in the address (#slug) so it can be shared, without a history entry per click. */
function writeHash(slug: string | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}${slug ? `#${slug}` : ''}`);
}

const cardClass = 'card group flex h-full w-full flex-col overflow-hidden text-left text-slate-800 no-underline hover:ring-brand-500';
const cardName = 'text-lg font-semibold text-brand-900 group-hover:underline';

/**
 * A department's service cards with one detail panel (picture; name, body and
 * a close button) opened under the clicked card's row. The picture and body
 * come from the service's own page, fetched when the visitor reaches for a
 * card (pointer, focus or touch) and kept for the visit. Without JavaScript
 * each card is a link to that page.
 */
export function ServicePanelGrid({ label, words, services }: { label: string; words: ServicePanelWords; services: ServiceGridItem[] }) {
  const hydrated = useHydrated();
  const columns = useSyncExternalStore(subscribeToColumns, currentColumns, serverColumns);
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Record<string, DetailState>>({});
  const cardRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set when a panel is opened by the visitor or a link, not when it only re-flows on resize. */
  const revealPending = useRef(false);

  const openIndex = services.findIndex((s) => s.slug === openSlug);
  const open = openIndex >= 0 ? services[openIndex]! : null;
  const insertAfter = open ? panelInsertAfter(openIndex, services.length, columns) : -1;
  const openDetail: DetailState = (open && loaded[open.slug]) || { state: 'loading' };

  // The open panel's picture and text: from the cache, or fetched now (again, after a failure).
  const openHref = open?.href;
  useEffect(() => {
    if (!openSlug || !openHref) return;
    let current = true;
    setLoaded((was) => (was[openSlug]?.state === 'ready' ? was : { ...was, [openSlug]: { state: 'loading' } }));
    loadDetail(openHref).then(
      (detail) => current && setLoaded((was) => ({ ...was, [openSlug]: { state: 'ready', detail } })),
      () => current && setLoaded((was) => ({ ...was, [openSlug]: { state: 'failed' } })),
    );
    return () => {
      current = false;
    };
  }, [openSlug, openHref]);

  function prefetch(s: ServiceGridItem) {
    loadDetail(s.href).catch(() => {}); // a failure shows when the panel opens
  }

  function show(slug: string) {
    revealPending.current = true;
    setOpenSlug(slug);
    writeHash(slug);
  }

  function close(returnFocus: boolean) {
    const slug = openSlug;
    setOpenSlug(null);
    writeHash(null);
    if (returnFocus && slug) cardRefs.current.get(slug)?.focus();
  }

  // Deep links (/mainservice/x/#service-slug) and in-page #slug links open their panel.
  const slugs = services.map((s) => s.slug).join(' ');
  useEffect(() => {
    const known = new Set(slugs.split(' '));
    const openFromHash = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      if (known.has(slug)) {
        revealPending.current = true;
        setOpenSlug(slug);
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [slugs]);

  // On opening: focus the panel's heading and bring its top 100 px below the viewport top.
  useEffect(() => {
    if (!openSlug || !revealPending.current) return;
    revealPending.current = false;
    headingRef.current?.focus({ preventScroll: true });
    const panel = panelRef.current;
    if (!panel) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: window.scrollY + panel.getBoundingClientRect().top - PANEL_SCROLL_OFFSET, behavior: reduce ? 'instant' : 'smooth' });
  }, [openSlug]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  // `name` is the service's name as text, or (with JavaScript) the button that opens the panel, named by that same text (WCAG 2.5.3).
  const cardContent = (s: ServiceGridItem, expanded: boolean, name: ReactNode) => (
    <>
      {s.cardPicture}
      <span className="flex flex-1 flex-col p-5">
        <span className="flex items-start justify-between gap-3">
          {name}
          {hydrated && <ChevronDown aria-hidden="true" className={`mt-1 size-5 shrink-0 text-brand-700 ${expanded ? 'rotate-180' : ''}`} />}
        </span>
        <span id={`${s.slug}-card-summary`} className="mt-1 text-slate-700">
          {s.summary}
        </span>
      </span>
    </>
  );

  const panel = open && (
    <li key={PANEL_ID} className="col-span-full">
      <section
        id={PANEL_ID}
        ref={panelRef}
        aria-labelledby={PANEL_TITLE_ID}
        aria-busy={openDetail.state === 'loading'}
        className="card grid gap-6 p-5 ring-2 ring-brand-600 md:grid-cols-[2fr_3fr] md:p-8"
        data-service-panel={open.slug}
        data-detail={openDetail.state}
      >
        {openDetail.state === 'ready' ? (
          <div dangerouslySetInnerHTML={{ __html: openDetail.detail.picture }} />
        ) : (
          <div aria-hidden="true" className="aspect-[4/3] w-full rounded-lg bg-brand-50" />
        )}
        <div>
          <div className="flex items-start justify-between gap-4">
            <h3 id={PANEL_TITLE_ID} ref={headingRef} tabIndex={-1} className="text-xl md:text-2xl">
              {open.name}
            </h3>
            <button type="button" onClick={() => close(true)} className="btn-outline shrink-0 px-3 py-1">
              <X aria-hidden="true" className="size-5" />
              {words.close}
              <span className="sr-only"> {open.name}</span>
            </button>
          </div>
          <p className="mt-2 text-lg text-slate-700">{open.summary}</p>
          {openDetail.state === 'ready' ? (
            // the service page's text, its headings moved down under this h3 (lib/service-panel.ts readServiceDetail)
            <div className="mt-4 [&_h4]:text-xl [&_h5]:text-lg" dangerouslySetInnerHTML={{ __html: openDetail.detail.body }} />
          ) : (
            <p role="status" className="mt-4 text-slate-700">
              {openDetail.state === 'loading' ? (
                words.loading
              ) : (
                <>
                  {words.failed} <a href={open.href}>{words.openPage}</a>
                </>
              )}
            </p>
          )}
        </div>
      </section>
    </li>
  );

  return (
    <div onKeyDown={onKeyDown}>
      {/* Column queries match SERVICE_GRID_QUERIES in lib/service-panel.ts. */}
      <ul className="grid gap-5 above-md:grid-cols-2 above-xl:grid-cols-3" aria-label={label}>
        {services.flatMap((s, i) => {
          const expanded = s.slug === openSlug;
          const card = (
            <li key={s.slug}>
              {hydrated ? (
                // The whole card answers clicks (the button's ::after covers it) and shows the button's focus, but the
                // button itself holds only the name: its accessible name is exactly what it shows, the summary its description.
                <div
                  className={`${cardClass} relative has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-brand-500 ${expanded ? 'ring-2 ring-brand-600' : ''}`}
                  // the visitor reaches for the card: fetch its service's page now, so the panel opens with it
                  onPointerEnter={() => prefetch(s)}
                  onTouchStart={() => prefetch(s)}
                  onFocus={() => prefetch(s)}
                >
                  {cardContent(
                    s,
                    expanded,
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) cardRefs.current.set(s.slug, el);
                        else cardRefs.current.delete(s.slug);
                      }}
                      aria-expanded={expanded}
                      aria-controls={PANEL_ID}
                      aria-describedby={`${s.slug}-card-summary`}
                      onClick={() => (expanded ? close(false) : show(s.slug))}
                      className={`${cardName} cursor-pointer text-left after:absolute after:inset-0 focus-visible:outline-none`}
                      data-service-card={s.slug}
                    >
                      {s.name}
                    </button>,
                  )}
                </div>
              ) : (
                <a href={s.href} className={cardClass} data-service-card={s.slug}>
                  {cardContent(s, false, <span className={cardName}>{s.name}</span>)}
                </a>
              )}
            </li>
          );
          return i === insertAfter && panel ? [card, panel] : [card];
        })}
      </ul>
    </div>
  );
}

export default ServicePanelGrid;
