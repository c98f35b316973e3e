/** The Hindi words of the carousels: what ./carousel-en.ts says, in Hindi. */
import { listWith } from '../widen';
import type { CarouselTexts } from './carousel-en';

export const carousel: CarouselTexts['carousel'] = {
  pause: 'स्लाइडशो रोकें',
  play: 'स्लाइडशो चलाएं',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  scrollHint: (count) => `सभी ${count} देखने के लिए दाएं-बाएं स्क्रॉल करें।`,
  roleCarousel: 'स्लाइडशो',
  roleSlide: 'स्लाइड',
  slideLabel: (n, total) => `${total} में से ${n}`,
  inView: {
    one: (n, total) => `${total} में से स्लाइड ${n}`,
    many: (numbers, total) => `${total} में से स्लाइड ${numbers}`,
    range: (from, to) => `${from} से ${to}`,
    list: listWith(' और '),
  },
};
