/**
 * The carousel island: plain DOM code and Embla, no React. Its HTML (slides,
 * buttons, live region) is all rendered on the server by
 * components/ui/carousel.tsx; this brings it to life when the loader's moment
 * comes (islands/runtime/loader.ts).
 *
 * It turns the sideways-scrolling strip into a looping carousel with swipe,
 * previous/next buttons, the arrow keys while focus is inside and a
 * pause/play toggle. It plays by itself unless the visitor prefers reduced
 * motion or paused it, and holds while the mouse is over the slides or
 * keyboard focus is inside. Where every slide fits (lib/carousel.ts) Embla is
 * switched off and nothing moves. A polite live region says what is in view
 * after the visitor moves it, never during autoplay.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import {
  CAROUSELS,
  CAROUSEL_PART as PART,
  CAROUSEL_PART_ATTR,
  firstSlideOfSnap,
  inViewAnnouncement,
  slidesPerView,
  stillMediaQueries,
  swipeStep,
  type CarouselKind,
} from '@/lib/carousel';
import { carouselTexts, type CarouselTexts } from '@/lib/i18n/carousel-texts';
import type { Language } from '@/lib/i18n/languages';

export interface CarouselProps {
  kind: CarouselKind;
  /** The page's language: the words the carousel writes (pause or play, what is in view) are loaded in it alone. */
  lang: Language;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Keyboard focus (not a mouse click): only that holds the slideshow. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Brings the carousel inside `root` to life. Throws, naming what is missing,
 * when its HTML is not what components/ui/carousel.tsx renders. An English
 * carousel starts at once; a Kannada or Hindi one once its words have come
 * (lib/i18n/carousel-texts.ts), so the returned promise is the loader's to wait for.
 */
export default function startCarousel(root: HTMLElement, props: CarouselProps): void | Promise<void> {
  if (!CAROUSELS[props.kind]) throw new Error(`carousel: no carousel kind "${String(props.kind)}"`);
  const texts = carouselTexts(props.lang);
  if (texts instanceof Promise) return texts.then((t) => start(root, props.kind, t));
  start(root, props.kind, texts);
}

function start(root: HTMLElement, kind: CarouselKind, t: CarouselTexts): void {
  const spec = CAROUSELS[kind];
  const find = <E extends Element>(name: string): E => {
    const element = root.querySelector<E>(`[${CAROUSEL_PART_ATTR}="${name}"]`);
    if (!element) throw new Error(`carousel: its HTML has no ${name}`);
    return element;
  };
  const viewport = find<HTMLElement>(PART.viewport);
  const toggle = find<HTMLButtonElement>(PART.toggle);
  const previous = find<HTMLButtonElement>(PART.previous);
  const next = find<HTMLButtonElement>(PART.next);
  const playIcon = find<HTMLElement>(PART.playIcon);
  const pauseIcon = find<HTMLElement>(PART.pauseIcon);
  const live = find<HTMLElement>(PART.live);
  const section = find<HTMLElement>(PART.section);
  const count = viewport.querySelectorAll(`[${CAROUSEL_PART_ATTR}="${PART.slide}"]`).length;

  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  // null until the visitor chooses; then their choice wins over the reduced-motion default
  let pausedByVisitor: boolean | null = null;
  let hovered = false;
  let keyboardInside = false;
  const paused = () => pausedByVisitor ?? reducedMotion.matches;

  // Where every slide fits, Embla is switched off (active: false) by these media queries.
  const stillQueries = stillMediaQueries(kind, count);
  const options = (): EmblaOptionsType => ({
    loop: true,
    align: 'start',
    slidesToScroll: 'auto',
    duration: reducedMotion.matches ? 0 : spec.duration,
    breakpoints: Object.fromEntries(stillQueries.map((q) => [q, { active: false }])),
  });

  // Take over from the scrolling strip: keep the scrollbar's height as padding so nothing below moves.
  const scrollbar = viewport.offsetHeight - viewport.clientHeight;
  viewport.scrollLeft = 0;
  viewport.classList.remove('carousel-viewport-scroll');
  viewport.style.paddingBottom = `calc(0.5rem + ${scrollbar}px)`;

  // The carousel starts and stops autoplay itself (the visitor's toggle, hover, focus, reduced motion).
  const autoplay = Autoplay({ delay: spec.interval, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false });
  const api: EmblaCarouselType = EmblaCarousel(viewport, options(), [autoplay]);

  /** Whether it moves at this width: no query that switches Embla off matches, and there is more than one step. */
  const canMove = () => !stillQueries.some((q) => window.matchMedia(q).matches) && api.scrollSnapList().length > 1;

  const update = () => {
    const isPaused = paused();
    toggle.setAttribute('aria-label', isPaused ? t.play : t.pause);
    playIcon.hidden = !isPaused;
    pauseIcon.hidden = isPaused;
    if (!canMove()) return;
    if (!isPaused && !hovered && !keyboardInside) autoplay.play();
    else autoplay.stop();
  };

  const announce = () => {
    const first = firstSlideOfSnap(api.scrollSnapList()[api.selectedScrollSnap()] ?? 0, count);
    live.textContent = inViewAnnouncement(first, slidesPerView(kind, window.innerWidth), count, t.inView);
  };

  const go = (direction: 1 | -1) => {
    if (!canMove()) return;
    if (direction === 1) api.scrollNext();
    else api.scrollPrev();
    announce();
    autoplay.reset();
  };

  toggle.addEventListener('click', () => {
    pausedByVisitor = !paused();
    update();
  });
  previous.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));

  section.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    go(e.key === 'ArrowRight' ? 1 : -1);
  });
  // Keyboard focus on the slides or the arrows holds the slideshow; on the toggle it does not, so Play plays.
  section.addEventListener('focusin', (e) => {
    keyboardInside = e.target instanceof Element && e.target !== toggle && isKeyboardFocus(e.target);
    update();
  });
  section.addEventListener('focusout', (e) => {
    if (e.relatedTarget instanceof Node && section.contains(e.relatedTarget)) return;
    keyboardInside = false;
    update();
  });
  viewport.addEventListener('pointerenter', (e) => {
    hovered = e.pointerType === 'mouse';
    update();
  });
  viewport.addEventListener('pointerleave', () => {
    hovered = false;
    update();
  });

  // A swipe of SWIPE_THRESHOLD px moves even where Embla would snap back; a drag that moved is announced.
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
  viewport.addEventListener('mousedown', onDown);
  viewport.addEventListener('touchstart', onDown, { passive: true });
  document.addEventListener('mousemove', onMove);
  document.addEventListener('touchmove', onMove, { passive: true });
  api
    .on('pointerDown', () => {
      startSnap = api.selectedScrollSnap();
    })
    .on('pointerUp', () => {
      const step = swipeStep(lastX - startX, api.selectedScrollSnap() !== startSnap);
      if (step === 1) api.scrollNext();
      if (step === -1) api.scrollPrev();
      if (api.selectedScrollSnap() !== startSnap) announce();
      update();
    })
    // after re-measuring (a new width, a breakpoint): play again if it moves here
    .on('reInit', update)
    .on('autoplay:select', () => {
      live.textContent = '';
    });

  reducedMotion.addEventListener('change', () => {
    api.reInit(options());
    update();
  });

  for (const button of [toggle, previous, next]) button.hidden = false;
  update();
}
