// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has no layout, so Embla is replaced by a stand-in that records what the island asks of it.
const embla = vi.hoisted(() => {
  const autoplay = { play: vi.fn(), stop: vi.fn(), reset: vi.fn() };
  let selected = 0;
  const handlers = new Map<string, (() => void)[]>();
  const api = {
    selectedScrollSnap: () => selected,
    // a looping carousel of three slides, one in view: each snap is the share of the strip before its slide
    scrollSnapList: () => [0, 1 / 3, 2 / 3],
    scrollNext: vi.fn(() => {
      selected = (selected + 1) % 3;
    }),
    scrollPrev: vi.fn(() => {
      selected = (selected + 2) % 3;
    }),
    reInit: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return api;
    }),
    emit: (event: string) => handlers.get(event)?.forEach((h) => h()),
  };
  const create = vi.fn((_viewport: HTMLElement, _options: Record<string, unknown>) => api);
  return {
    api,
    autoplay,
    create,
    reset: () => {
      selected = 0;
      handlers.clear();
    },
  };
});
vi.mock('embla-carousel', () => ({ default: embla.create }));
vi.mock('embla-carousel-autoplay', () => ({ default: () => embla.autoplay }));

import { Carousel } from '@/components/ui/carousel';
import startCarousel from '@/islands/carousel';
import type { CarouselKind } from '@/lib/carousel';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

/** Reduced motion on or off, and a way to change it later as the visitor's setting would. */
function setReducedMotion(reduce: boolean) {
  const listeners: (() => void)[] = [];
  const state = { reduce };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.reduce && query.includes('reduce');
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    state.reduce = next;
    listeners.forEach((l) => l());
  };
}

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `s${i}`, node: <p>Slide content {i + 1}</p> }));

/** The carousel's server HTML in the page, as the build writes it; its island root. */
function serve(kind: CarouselKind, label: string, count: number, lang: Language = 'en'): HTMLElement | null {
  document.body.innerHTML = `<main>${renderToString(<Carousel kind={kind} label={label} slides={slides(count)} lang={lang} />)}</main>`;
  return document.querySelector<HTMLElement>('island-root');
}

function start(kind: CarouselKind, label: string, count: number): HTMLElement {
  const root = serve(kind, label, count)!;
  startCarousel(root, JSON.parse(root.getAttribute('data-props')!));
  return screen.getByRole('region', { name: label });
}

beforeEach(() => {
  vi.clearAllMocks();
  embla.reset();
  setReducedMotion(false);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say "N of M", a DOM island that gets only its kind and language as data', () => {
    const root = serve('specialtyDoctor', 'Cardiology doctors', 3)!;
    expect(root.getAttribute('data-island')).toBe('carousel');
    expect(JSON.parse(root.getAttribute('data-props')!)).toEqual({ kind: 'specialtyDoctor', lang: 'en' });
    const region = screen.getByRole('region', { name: 'Cardiology doctors' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('offers its buttons only once it has started, and then they answer', async () => {
    serve('doctors', 'Doctors', 5);
    expect(screen.queryAllByRole('button'), 'hidden in the server HTML: they would do nothing yet').toHaveLength(0);
    expect(document.querySelector('.carousel-viewport-scroll'), 'a strip that scrolls sideways').not.toBeNull();
    const region = start('doctors', 'Doctors', 5);
    expect(within(region).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Pause slideshow', 'Previous slide', 'Next slide']);
    expect(region.querySelector('.carousel-viewport-scroll'), 'Embla moves it now').toBeNull();
    expect(embla.create).toHaveBeenCalledWith(region.querySelector('.carousel-viewport'), expect.objectContaining({ loop: true }), [embla.autoplay]);
  });

  it('plays by itself, and the pause toggle stops and resumes it with a label that says what it will do', async () => {
    const user = userEvent.setup();
    start('doctors', 'Doctors', 5);
    expect(embla.autoplay.play).toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Pause slideshow' });
    await user.click(toggle);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    expect(toggle).toHaveAccessibleName('Play slideshow');
    embla.autoplay.play.mockClear();
    await user.click(toggle);
    expect(embla.autoplay.play).toHaveBeenCalled();
    expect(toggle).toHaveAccessibleName('Pause slideshow');
  });

  it('stops while the mouse is over the slides and plays again when it leaves', async () => {
    const user = userEvent.setup();
    start('doctors', 'Doctors', 5);
    const slide = screen.getByText('Slide content 1');
    embla.autoplay.stop.mockClear();
    await user.hover(slide);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    embla.autoplay.play.mockClear();
    await user.unhover(slide);
    expect(embla.autoplay.play).toHaveBeenCalled();
  });

  it('does not play by itself when the visitor prefers reduced motion, but offers Play; moves at once if the setting changes', () => {
    const change = setReducedMotion(true);
    start('testimonials', 'Testimonials', 4);
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    expect(embla.create.mock.calls[0]![1]).toMatchObject({ duration: 0 });
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    change(false);
    expect(embla.api.reInit).toHaveBeenCalledWith(expect.objectContaining({ duration: expect.any(Number) }));
    expect(embla.api.reInit.mock.calls[0]![0].duration).toBeGreaterThan(0);
    expect(embla.autoplay.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('moves with the buttons and the arrow keys and announces where it is only then', async () => {
    const user = userEvent.setup();
    start('slides', 'Inside the hospital', 3);
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(live).toHaveTextContent('Slide 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(live).toHaveTextContent('Slide 1 of 3');
    screen.getByText('Slide content 1').closest<HTMLElement>('[tabindex="0"]')!.focus();
    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    expect(live).toHaveTextContent('Slide 2 of 3');
    // a step of autoplay clears what was said: autoplay is not announced
    embla.api.emit('autoplay:select');
    expect(live).toBeEmptyDOMElement();
  });

  it('with a single slide stands still: no carousel, no controls, no island', () => {
    expect(serve('specialtyDoctor', 'Cardiology doctors', 1)).toBeNull();
    expect(screen.getByText('Slide content 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works the same in Kannada: finds its parts by their marks, not by the translated roles, and speaks Kannada', async () => {
    const t = ui('kn').carousel;
    const root = serve('slides', 'ಆಸ್ಪತ್ರೆಯ ಒಳಗೆ', 3, 'kn')!;
    const region = screen.getByRole('region', { name: 'ಆಸ್ಪತ್ರೆಯ ಒಳಗೆ' });
    expect(region).toHaveAttribute('aria-roledescription', t.roleCarousel);
    expect(region.querySelector('[aria-roledescription="carousel"], [aria-roledescription="slide"]'), 'no English role left').toBeNull();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([1, 2, 3].map((n) => t.slideLabel(n, 3)));
    // its words come in a chunk of their own: the island starts once they are here
    await startCarousel(root, JSON.parse(root.getAttribute('data-props')!));
    expect(within(region).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([t.pause, t.previous, t.next]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(t.inView.one(2, 3));
    // the arrow keys are heard on the carousel, found by its mark
    screen.getByText('Slide content 1').closest<HTMLElement>('[tabindex="0"]')!.focus();
    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: t.pause }));
    expect(screen.getByRole('button', { name: t.play })).toBeInTheDocument();
    // counted by their marks: a slideshow of 3 is still on at every width
    expect(embla.create.mock.calls[0]![1]).toMatchObject({ breakpoints: {} });
  });

  it('names what is missing when its HTML is not the carousel it expects', () => {
    document.body.innerHTML = '<island-root data-island="carousel"><section></section></island-root>';
    expect(() => startCarousel(document.querySelector('island-root')!, { kind: 'doctors', lang: 'en' })).toThrow(/carousel: its HTML has no viewport/);
  });
});
