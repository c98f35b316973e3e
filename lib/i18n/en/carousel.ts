/**
 * The English words of the carousels: ui(lang).carousel is these two groups
 * (lib/i18n/ui.ts). The first is what the carousel island writes itself and
 * loads in its page's language alone (lib/i18n/carousel-texts.ts); the
 * second only the server writes (components/ui/carousel.tsx), so no
 * island carries it.
 */
import type { Widen } from '../widen';

/** islands/carousel.ts: the pause toggle's label (what pressing it will do) and lib/carousel.ts inViewAnnouncement: inView.one(n, total) or inView.many(numbers, total), numbers being inView.range(from, to), inView.list([...]) or a list of ranges. */
export const carouselIsland = {
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  inView: {
    one: (n: number, total: number) => `Slide ${n} of ${total}`,
    many: (numbers: string, total: number) => `Slides ${numbers} of ${total}`,
    range: (from: number, to: number) => `${from} to ${to}`,
    list: (items: readonly (string | number)[]) => `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  },
};

/** components/ui/carousel.tsx: arrows, the no-script hint, aria-roledescription of the section and each slide, each slide's label. */
export const carouselServer = {
  previous: 'Previous slide',
  next: 'Next slide',
  scrollHint: (count: number) => `Scroll sideways to see all ${count}.`,
  /** aria-roledescription of the section and of each slide (islands/carousel.ts finds the parts by their data-carousel marks, never by these words). */
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
};

/** The words the carousel island writes, in any language. */
export type CarouselTexts = Widen<typeof carouselIsland>;
/** The words only the server writes, in any language. */
export type CarouselServerTexts = Widen<typeof carouselServer>;
