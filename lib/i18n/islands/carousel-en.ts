/**
 * The English words of the carousels (part of the interface dictionary,
 * lib/i18n/ui.ts, which takes this group from here). A module of its own per
 * language so that the carousel island loads only its page's language
 * (lib/i18n/islands/carousel.ts says how).
 */
import { listWith, type Widen } from '../widen';

/**
 * lib/carousel.ts (TOGGLE_LABEL: pause/play; inViewAnnouncement: inView),
 * components/ui/carousel.tsx (arrows, noscript hint, aria-roledescription,
 * each slide's label). inViewAnnouncement's sentences are
 * inView.one(n, total) and inView.many(numbers, total), where numbers is
 * inView.range(from, to), inView.list([...]) or a list of ranges.
 */
export const carousel = {
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  scrollHint: (count: number) => `Scroll sideways to see all ${count}.`,
  /** aria-roledescription of the section and of each slide (islands/carousel.ts also finds both by these values today). */
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  inView: {
    one: (n: number, total: number) => `Slide ${n} of ${total}`,
    many: (numbers: string, total: number) => `Slides ${numbers} of ${total}`,
    range: (from: number, to: number) => `${from} to ${to}`,
    list: listWith(' and '),
  },
};

/** The carousel's words in any language. */
export type CarouselTexts = Widen<{ carousel: typeof carousel }>;
