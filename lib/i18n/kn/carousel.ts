/** The Kannada words of the carousels: what ../en/carousel.ts says, in Kannada. */
import type { CarouselServerTexts, CarouselTexts } from '../en/carousel';

export const carouselIsland: CarouselTexts = {
  pause: 'ಸ್ಲೈಡ್‌ಶೋ ನಿಲ್ಲಿಸಿ',
  play: 'ಸ್ಲೈಡ್‌ಶೋ ಆರಂಭಿಸಿ',
  inView: {
    one: (n, total) => `${total} ಸ್ಲೈಡ್‌ಗಳಲ್ಲಿ ${n}ನೇ ಸ್ಲೈಡ್`,
    many: (numbers, total) => `${total} ಸ್ಲೈಡ್‌ಗಳಲ್ಲಿ ${numbers} ಸ್ಲೈಡ್‌ಗಳು`,
    range: (from, to) => `${from}ರಿಂದ ${to}`,
    list: (items) => `${items.slice(0, -1).join(', ')} ಮತ್ತು ${items[items.length - 1]}`,
  },
};

export const carouselServer: CarouselServerTexts = {
  previous: 'ಹಿಂದಿನ ಸ್ಲೈಡ್',
  next: 'ಮುಂದಿನ ಸ್ಲೈಡ್',
  scrollHint: (count) => `ಎಲ್ಲಾ ${count} ನೋಡಲು ಪಕ್ಕಕ್ಕೆ ಸ್ಕ್ರಾಲ್ ಮಾಡಿ.`,
  roleCarousel: 'ಸ್ಲೈಡ್‌ಶೋ',
  roleSlide: 'ಸ್ಲೈಡ್',
  slideLabel: (n, total) => `${total}ರಲ್ಲಿ ${n}`,
};
