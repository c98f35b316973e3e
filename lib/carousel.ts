/**
 * What each carousel of the site does, in one place: how many slides show at
 * each breakpoint, how often it advances and how fast it moves. Pure data and
 * functions, shared by the carousel island, its server HTML and the tests.
 */

import { BREAKPOINTS } from './breakpoints';
import type { CarouselTexts } from './i18n/en/carousel';

/** The words of what is in view: ui(lang).carousel.inView, or in the browser lib/i18n/carousel-texts.ts. */
export type InViewTexts = CarouselTexts['inView'];

/** The site's breakpoints (min-width, px), from lib/breakpoints.ts. */
export { BREAKPOINTS };
export type Breakpoint = 'base' | keyof typeof BREAKPOINTS;
export const BREAKPOINT_ORDER: readonly Breakpoint[] = ['base', 'md', 'lg', 'xl'];

export type CarouselKind = 'serviceTiles' | 'blogCards' | 'doctors' | 'testimonials' | 'mediaStrip' | 'slides' | 'specialtyDoctor';

/** Embla's `duration` is not in ms: 25 (its default) settles in about 0.8 s, 45 in about 2 s. */
const DEFAULT_DURATION = 25;
const TWO_SECONDS = 45;

/** A swipe at least this long (px) moves to the next or previous step, as in the spec. */
export const SWIPE_THRESHOLD = 40;

export interface CarouselSpec {
  /** Slides fully visible from each breakpoint up; a missing breakpoint keeps the smaller one's value. */
  perView: { base: number } & Partial<Record<keyof typeof BREAKPOINTS, number>>;
  /** Time between automatic steps, ms. */
  interval: number;
  /** Embla's scroll duration (its own units, see above). */
  duration: number;
}

export const CAROUSELS: Record<CarouselKind, CarouselSpec> = {
  serviceTiles: { perView: { base: 1, md: 2, lg: 3, xl: 6 }, interval: 3000, duration: TWO_SECONDS },
  blogCards: { perView: { base: 1, md: 2, lg: 3, xl: 4 }, interval: 3000, duration: DEFAULT_DURATION },
  doctors: { perView: { base: 1, lg: 3 }, interval: 3000, duration: DEFAULT_DURATION },
  testimonials: { perView: { base: 1, md: 2 }, interval: 3000, duration: DEFAULT_DURATION },
  mediaStrip: { perView: { base: 1, md: 2 }, interval: 3000, duration: TWO_SECONDS },
  slides: { perView: { base: 1 }, interval: 5000, duration: DEFAULT_DURATION },
  specialtyDoctor: { perView: { base: 1 }, interval: 3000, duration: DEFAULT_DURATION },
};

/** The breakpoint a viewport width falls in. */
export function breakpointAt(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  return 'base';
}

/** Slides per view at every breakpoint, with the inherited values filled in. */
export function perViewByBreakpoint(kind: CarouselKind): Record<Breakpoint, number> {
  const { perView } = CAROUSELS[kind];
  const result = { base: perView.base } as Record<Breakpoint, number>;
  let current = perView.base;
  for (const bp of BREAKPOINT_ORDER.slice(1) as (keyof typeof BREAKPOINTS)[]) {
    current = perView[bp] ?? current;
    result[bp] = current;
  }
  return result;
}

/** The most slides in view at any width: a page loads that many of a first-screen carousel's pictures at once. */
export function mostInView(kind: CarouselKind): number {
  return Math.max(...Object.values(perViewByBreakpoint(kind)));
}

export function slidesPerView(kind: CarouselKind, width: number): number {
  return perViewByBreakpoint(kind)[breakpointAt(width)];
}

/** One step moves a whole view (Embla's slidesToScroll 'auto'): slides per step and the share of the track. */
export function stepAt(kind: CarouselKind, width: number, slideCount: number): { slides: number; percentOfTrack: number } {
  const slides = Math.min(slidesPerView(kind, width), slideCount);
  return { slides, percentOfTrack: slideCount > 0 ? (100 * slides) / slideCount : 0 };
}

/** Whether the carousel can move at each breakpoint: only when there are more slides than fit. */
export function movesByBreakpoint(kind: CarouselKind, slideCount: number): Record<Breakpoint, boolean> {
  const perView = perViewByBreakpoint(kind);
  return Object.fromEntries(BREAKPOINT_ORDER.map((bp) => [bp, slideCount > perView[bp]])) as Record<Breakpoint, boolean>;
}

/** True when the slides fit at every width: then there is nothing to move and no control to show. */
export function alwaysStill(kind: CarouselKind, slideCount: number): boolean {
  return !Object.values(movesByBreakpoint(kind, slideCount)).some(Boolean);
}

/**
 * Inline CSS custom properties that size the slides and show the controls per
 * breakpoint (read by the carousel rules in app/globals.css), so the server
 * HTML and the hydrated carousel have the same layout.
 */
export function carouselStyleVars(kind: CarouselKind, slideCount: number): Record<string, string> {
  const perView = perViewByBreakpoint(kind);
  const moves = movesByBreakpoint(kind, slideCount);
  const vars: Record<string, string> = {};
  for (const bp of BREAKPOINT_ORDER) {
    vars[`--carousel-per-view-${bp}`] = String(perView[bp]);
    vars[`--carousel-controls-${bp}`] = moves[bp] ? 'flex' : 'none';
  }
  return vars;
}

/**
 * What a drag that Embla let snap back should do: a swipe of SWIPE_THRESHOLD px
 * or more still moves one step (1 = next, -1 = previous, 0 = stay).
 */
export function swipeStep(dragDistance: number, emblaMoved: boolean, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (emblaMoved || Math.abs(dragDistance) < threshold) return 0;
  return dragDistance < 0 ? 1 : -1;
}

/**
 * Screen-reader text for what is now in view, 0-based first slide, in the
 * words of `t` (the page's language; in English "Slide 3 of 7",
 * "Slides 4 to 6 of 7", "Slides 6, 7 and 1 of 7").
 */
export function inViewAnnouncement(first: number, perView: number, slideCount: number, t: InViewTexts): string {
  const shown = Math.max(1, Math.min(perView, slideCount));
  const numbers = Array.from({ length: shown }, (_, i) => ((first + i) % slideCount) + 1);
  if (shown === 1) return t.one(numbers[0]!, slideCount);
  const wraps = numbers[shown - 1]! < numbers[0]!;
  if (shown <= 3 && (wraps || shown === 2)) return t.many(t.list(numbers), slideCount);
  if (!wraps) return t.many(t.range(numbers[0]!, numbers[shown - 1]!), slideCount);
  const cut = numbers.indexOf(1);
  const run = (part: number[]) => (part.length === 1 ? `${part[0]}` : t.range(part[0]!, part[part.length - 1]!));
  return t.many(t.list([run(numbers.slice(0, cut)), run(numbers.slice(cut))]), slideCount);
}

/**
 * The first slide (0-based) of a step, from Embla's public snap list: in a
 * looping carousel each snap is the share of the whole strip that comes
 * before its step's first slide (0 for the first step, 0.5 halfway round).
 * Every slide of a carousel has the same width and gap (app/globals.css), so
 * that share times the number of slides is the slide's index.
 */
export function firstSlideOfSnap(snapProgress: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return ((Math.round(snapProgress * slideCount) % slideCount) + slideCount) % slideCount;
}

/** Media queries of the breakpoints where every slide fits, so the carousel stands still there (Embla `active: false`). */
export function stillMediaQueries(kind: CarouselKind, slideCount: number): string[] {
  const moves = movesByBreakpoint(kind, slideCount);
  const bounds: Record<Breakpoint, [number, number | null]> = {
    base: [0, BREAKPOINTS.md],
    md: [BREAKPOINTS.md, BREAKPOINTS.lg],
    lg: [BREAKPOINTS.lg, BREAKPOINTS.xl],
    xl: [BREAKPOINTS.xl, null],
  };
  return BREAKPOINT_ORDER.filter((bp) => !moves[bp]).map((bp) => {
    const [min, max] = bounds[bp];
    const parts = [min > 0 ? `(min-width: ${min}px)` : null, max !== null ? `(max-width: ${max - 0.02}px)` : null].filter(Boolean);
    return parts.join(' and ');
  });
}

/**
 * The parts of a carousel's server HTML (components/ui/carousel.tsx) that its
 * browser code (islands/carousel.ts) finds and brings to life, by the value
 * of their `data-carousel` attribute (never by their aria-roledescription
 * or labels, which are in the page's language).
 */
export const CAROUSEL_PART = {
  /** The whole carousel (its keys and focus are watched there). */
  section: 'section',
  /** Each slide (counted). */
  slide: 'slide',
  viewport: 'viewport',
  toggle: 'toggle',
  previous: 'previous',
  next: 'next',
  playIcon: 'play-icon',
  pauseIcon: 'pause-icon',
  live: 'live',
} as const;
export const CAROUSEL_PART_ATTR = 'data-carousel';

