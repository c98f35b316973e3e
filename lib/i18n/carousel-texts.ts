/**
 * The carousel's words for the browser, in its page's language and no other:
 * the pause/play label it toggles and what is in view, a function of which
 * slides show (lib/carousel.ts inViewAnnouncement). The server writes the
 * carousel's HTML in the page's language from ui(lang); these are the words
 * the island writes later. As for the chat form (./chat-form-texts.ts): one
 * module per language (en/carousel.ts, kn/…, hi/…), English imported statically (an English carousel carries
 * the same words it did), Kannada and Hindi fetched with import() as their
 * own chunks by a carousel on such a page only.
 */
import type { Language } from './languages';
import { carouselIsland, type CarouselTexts } from './en/carousel';

export type { CarouselTexts };

const atHand: Partial<Record<Language, CarouselTexts>> = { en: carouselIsland };

/** The carousel's words in `lang`: English at once, the others once their chunk has arrived (then at once too). */
export function carouselTexts(lang: Language): CarouselTexts | Promise<CarouselTexts> {
  const found = atHand[lang];
  if (found) return found;
  const chunk = lang === 'kn' ? import('./kn/carousel') : import('./hi/carousel');
  return chunk.then((loaded) => (atHand[lang] = loaded.carouselIsland));
}
