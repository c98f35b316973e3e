import type { CSSProperties, ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { DomIsland } from '@/components/island';
import { CAROUSEL_PART as PART, CAROUSEL_PART_ATTR, alwaysStill, carouselStyleVars, type CarouselKind } from '@/lib/carousel';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import type { Hydrate } from '@/islands/runtime/protocol';

export interface CarouselSlide {
  key: string;
  /** The slide's content, rendered here on the server. */
  node: ReactNode;
}

const part = (name: (typeof PART)[keyof typeof PART]) => ({ [CAROUSEL_PART_ATTR]: name });

const buttonBase = 'inline-flex size-11 items-center justify-center rounded-full transition-colors';
const arrowButton = `${buttonBase} bg-white text-brand-800 shadow-[var(--shadow-card)] ring-1 ring-brand-200 hover:bg-brand-50`;
const toggleButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

/**
 * An auto-advancing carousel of slides, all rendered here as HTML; its
 * browser code (islands/carousel.ts, plain DOM and Embla, no React) brings it
 * to life when it nears the screen, unless `hydrate` says otherwise.
 *
 * Until then, and without JavaScript, it is a focusable strip that scrolls
 * sideways with the same slide widths, so every slide is readable and nothing
 * shifts when the island takes over. Its buttons are in the HTML, hidden
 * until the island shows them, when they answer. Wherever all slides fit it
 * stands still with no controls; when they fit at every width it is no
 * carousel at all. Sizes and timings per kind live in lib/carousel.ts. Its
 * words are the page's language's (`lang`); the island finds its parts by
 * their data-carousel marks, and loads the words it writes later (pause or
 * play, what is in view) in that language alone (lib/i18n/carousel-texts.ts).
 */
export function Carousel({ kind, label, slides, hydrate, lang }: { kind: CarouselKind; label: string; slides: CarouselSlide[]; hydrate?: Hydrate; lang: Language }) {
  const count = slides.length;
  const t = ui(lang).carousel;
  if (alwaysStill(kind, count)) {
    return (
      <div>
        {slides.map((s) => <div key={s.key}>{s.node}</div>)}
      </div>
    );
  }
  return (
    <DomIsland name="carousel" props={{ kind, lang }} hydrate={hydrate}>
      <section aria-roledescription={t.roleCarousel} aria-label={label} className="carousel" style={carouselStyleVars(kind, count) as CSSProperties} {...part(PART.section)}>
        <div className="carousel-controls">
          <button type="button" hidden {...part(PART.toggle)} className={toggleButton} aria-label={t.pause}>
            <span className="contents" {...part(PART.pauseIcon)}>
              <Pause aria-hidden="true" className="size-5" />
            </span>
            <span className="contents" hidden {...part(PART.playIcon)}>
              <Play aria-hidden="true" className="size-5" />
            </span>
          </button>
          <button type="button" hidden {...part(PART.previous)} className={arrowButton} aria-label={t.previous}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" hidden {...part(PART.next)} className={arrowButton} aria-label={t.next}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <noscript>
            <p className="carousel-hint">{t.scrollHint(count)}</p>
          </noscript>
        </div>
        <div tabIndex={0} className="carousel-viewport carousel-viewport-scroll" {...part(PART.viewport)}>
          <div className="carousel-track">
            {slides.map((s, i) => (
              <div key={s.key} role="group" aria-roledescription={t.roleSlide} aria-label={t.slideLabel(i + 1, count)} className="carousel-slide" {...part(PART.slide)}>
                {s.node}
              </div>
            ))}
          </div>
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true" {...part(PART.live)} />
      </section>
    </DomIsland>
  );
}
