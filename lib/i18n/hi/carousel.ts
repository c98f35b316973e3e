/** The Hindi words of the carousels: what ../en/carousel.ts says, in Hindi. */
import type { CarouselServerTexts, CarouselTexts } from '../en/carousel';

export const carouselIsland: CarouselTexts = {
  pause: 'स्लाइडशो रोकें',
  play: 'स्लाइडशो चलाएं',
  inView: {
    one: (n, total) => `${total} में से स्लाइड ${n}`,
    many: (numbers, total) => `${total} में से स्लाइड ${numbers}`,
    range: (from, to) => `${from} से ${to}`,
    list: (items) => `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`,
  },
};

export const carouselServer: CarouselServerTexts = {
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  scrollHint: (count) => `सभी ${count} देखने के लिए दाएं-बाएं स्क्रॉल करें।`,
  roleCarousel: 'स्लाइडशो',
  roleSlide: 'स्लाइड',
  slideLabel: (n, total) => `${total} में से ${n}`,
};
