'use client';

import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSELS, alwaysStill, carouselStyleVars, firstSlideOfSnap, inViewAnnouncement, slidesPerView, stillMediaQueries, swipeStep, type CarouselKind } from '@/lib/carousel';

// Embla arrives in its own chunk when a moving carousel first needs it: half an interval after it comes near the screen (its first step is due an interval later), or at once when the visitor reaches for it.
const CarouselEngine = lazy(() => import('./parts/carousel-engine'));

/** How far outside the screen a carousel starts fetching Embla: half a screen above or below. */
const ENGINE_MARGIN = '50% 0px';

export interface CarouselSlide {
  key: string;
  /** Server-rendered content of the slide. */
  node: ReactNode;
}

/**
 * An auto-advancing carousel of server-rendered slides (Embla underneath).
 *
 * Before hydration and without JavaScript it is a focusable strip that
 * scrolls sideways, with the same slide widths, so every slide is readable and
 * nothing shifts when Embla takes over. Then: seamless loop, swipe, arrow keys
 * while focus is inside, previous/next buttons and a pause/play toggle; it
 * pauses while the mouse is over the slides or keyboard focus is inside, never
 * moves by itself under prefers-reduced-motion, and stands still with no
 * controls wherever all slides fit. A polite live region says what is in view
 * after the visitor moves it (not during autoplay). Sizes and timings per kind
 * live in lib/carousel.ts.
 */
export function Carousel({ kind, label, slides }: { kind: CarouselKind; label: string; slides: CarouselSlide[] }) {
  if (alwaysStill(kind, slides.length)) {
    return (
      <div>
        {slides.map((s) => <div key={s.key}>{s.node}</div>)}
      </div>
    );
  }
  return <MovingCarousel kind={kind} label={label} slides={slides} />;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

/** Keyboard focus (not a mouse click) — only that holds the slideshow. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const buttonBase = 'inline-flex size-11 items-center justify-center rounded-full transition-colors';
const arrowButton = `${buttonBase} bg-white text-brand-800 shadow-[var(--shadow-card)] ring-1 ring-brand-200 hover:bg-brand-50`;
const toggleButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

function MovingCarousel({ kind, label, slides }: { kind: CarouselKind; label: string; slides: CarouselSlide[] }) {
  const spec = CAROUSELS[kind];
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  // The viewport once the island has taken over from the server HTML; until then a plain scrolling strip.
  const [engineViewport, setEngineViewport] = useState<HTMLDivElement | null>(null);
  const enhanced = engineViewport !== null;
  const [scrollbarGutter, setScrollbarGutter] = useState(0);
  // null until the visitor chooses; then their choice wins over the reduced-motion default.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | undefined>();
  // A phone that never scrolls down to a carousel never downloads its engine.
  const [engineWanted, setEngineWanted] = useState(false);

  // Where every slide fits, Embla is switched off (active: false) by these media queries.
  const stillQueries = useMemo(() => stillMediaQueries(kind, count), [kind, count]);
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop: true,
      align: 'start',
      slidesToScroll: 'auto',
      duration: reducedMotion ? 0 : spec.duration,
      breakpoints: Object.fromEntries(stillQueries.map((q) => [q, { active: false }])),
    }),
    [stillQueries, reducedMotion, spec.duration],
  );
  // Whether Embla moves at this width: none of the queries that switch it off matches, and there is more than one step.
  const canMove = useCallback(
    (api: EmblaCarouselType) => !stillQueries.some((q) => window.matchMedia(q).matches) && api.scrollSnapList().length > 1,
    [stillQueries],
  );

  // Take over from the scrollable strip before the first paint: keep the
  // scrollbar's height as padding so nothing below moves.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setScrollbarGutter(viewport.offsetHeight - viewport.clientHeight);
    viewport.scrollLeft = 0;
    setEngineViewport(viewport);
  }, []);

  useEffect(() => {
    if (!engineViewport || engineWanted) return;
    if (typeof IntersectionObserver === 'undefined') {
      setEngineWanted(true);
      return;
    }
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      window.clearTimeout(timer);
      if (entries.some((e) => e.isIntersecting)) timer = window.setTimeout(() => setEngineWanted(true), spec.interval / 2);
    }, { rootMargin: ENGINE_MARGIN });
    observer.observe(engineViewport);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [engineViewport, engineWanted, spec.interval]);

  const announce = useCallback(
    (api: EmblaCarouselType) => {
      const first = firstSlideOfSnap(api.scrollSnapList()[api.selectedScrollSnap()] ?? 0, count);
      setAnnouncement(inViewAnnouncement(first, slidesPerView(kind, window.innerWidth), count));
    },
    [kind, count],
  );

  const shouldPlay = enhanced && !paused && !hovered && !keyboardInside;
  const shouldPlayRef = useRef(shouldPlay);

  const syncAutoplay = useCallback((api: EmblaCarouselType) => {
    if (!canMove(api)) return;
    const plugin = api.plugins()?.autoplay;
    if (!plugin) return;
    if (shouldPlayRef.current) plugin.play();
    else plugin.stop();
  }, [canMove]);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (emblaApi) syncAutoplay(emblaApi);
  }, [emblaApi, shouldPlay, syncAutoplay]);

  // Embla events: restart autoplay after re-measuring or a drag; a swipe of
  // 40 px moves even if Embla would snap back; say where a drag ended.
  useEffect(() => {
    const api = emblaApi;
    const viewport = viewportRef.current;
    if (!api || !viewport) return;
    let startX = 0;
    let lastX = 0;
    let startSnap = 0;
    const pointX = (e: MouseEvent | TouchEvent) => ('touches' in e ? (e.touches[0]?.clientX ?? lastX) : e.clientX);
    const onDown = (e: MouseEvent | TouchEvent) => {
      startX = lastX = pointX(e);
    };
    const onMove = (e: MouseEvent | TouchEvent) => {
      lastX = pointX(e);
    };
    const onPointerDown = () => {
      startSnap = api.selectedScrollSnap();
    };
    const onPointerUp = () => {
      const step = swipeStep(lastX - startX, api.selectedScrollSnap() !== startSnap);
      if (step === 1) api.scrollNext();
      if (step === -1) api.scrollPrev();
      if (api.selectedScrollSnap() !== startSnap) announce(api);
      syncAutoplay(api);
    };
    const onReInit = () => syncAutoplay(api);
    const onAutoplaySelect = () => setAnnouncement('');
    viewport.addEventListener('mousedown', onDown);
    viewport.addEventListener('touchstart', onDown, { passive: true });
    document.addEventListener('mousemove', onMove);
    document.addEventListener('touchmove', onMove, { passive: true });
    api.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp).on('reInit', onReInit).on('autoplay:select', onAutoplaySelect);
    return () => {
      viewport.removeEventListener('mousedown', onDown);
      viewport.removeEventListener('touchstart', onDown);
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('touchmove', onMove);
      api.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp).off('reInit', onReInit).off('autoplay:select', onAutoplaySelect);
    };
  }, [emblaApi, announce, syncAutoplay]);

  const go = useCallback(
    (direction: 1 | -1) => {
      setEngineWanted(true);
      if (!emblaApi || !canMove(emblaApi)) return;
      if (direction === 1) emblaApi.scrollNext();
      else emblaApi.scrollPrev();
      announce(emblaApi);
      emblaApi.plugins()?.autoplay?.reset();
    },
    [emblaApi, canMove, announce],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(e.key === 'ArrowRight' ? 1 : -1);
    }
  };
  // Keyboard focus on the slides or the arrows holds the slideshow; on the toggle it does not, so Play plays.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    setEngineWanted(true);
    setKeyboardInside(e.target !== toggleRef.current && isKeyboardFocus(e.target));
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setKeyboardInside(false);
  };

  const style = { ...carouselStyleVars(kind, count) } as CSSProperties;
  return (
    <section aria-roledescription="carousel" aria-label={label} className="carousel" style={style} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
      <div className="carousel-controls">
        {enhanced ? (
          <>
            <button type="button" ref={toggleRef} className={toggleButton} aria-label={paused ? 'Play slideshow' : 'Pause slideshow'} onClick={() => setPausedByVisitor(!paused)}>
              {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
            </button>
            <button type="button" className={arrowButton} aria-label="Previous slide" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" className={arrowButton} aria-label="Next slide" onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : (
          <noscript>
            <p className="carousel-hint">{`Scroll sideways to see all ${count}.`}</p>
          </noscript>
        )}
      </div>
      <div
        ref={viewportRef}
        tabIndex={0}
        className={enhanced ? 'carousel-viewport' : 'carousel-viewport carousel-viewport-scroll'}
        style={enhanced ? { paddingBottom: `calc(0.5rem + ${scrollbarGutter}px)` } : undefined}
        onPointerEnter={(e) => {
          setHovered(e.pointerType === 'mouse');
          setEngineWanted(true);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        <div className="carousel-track">
          {slides.map((s, i) => (
            <div key={s.key} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className="carousel-slide">
              {s.node}
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">{announcement}</p>
      {engineViewport && engineWanted && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={engineViewport} options={options} interval={spec.interval} onReady={setEmblaApi} />
        </Suspense>
      )}
    </section>
  );
}

export default Carousel;
