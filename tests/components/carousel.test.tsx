// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has no layout, so Embla is replaced by a stand-in that records what the island asks of it.
const embla = vi.hoisted(() => {
  const autoplay = { play: vi.fn(), stop: vi.fn(), reset: vi.fn() };
  let selected = 0;
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
    plugins: () => ({ autoplay }),
    on: vi.fn(() => api),
    off: vi.fn(() => api),
  };
  return { api, autoplay, reset: () => (selected = 0) };
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla.api] }));

import { Carousel } from '@/islands/carousel';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Stands in for the browser's IntersectionObserver: bringIntoView() tells every observer its element is near the screen. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}
function bringIntoView() {
  act(() => {
    for (const o of [...observers])
      o.callback(o.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
  });
}

/** Embla is fetched half an interval after the carousel nears the screen (lib/carousel.ts: 3 s for these kinds). */
const ENGINE_WAIT = { timeout: 3000 };

/** Renders, brings the carousel near the screen and waits until Embla (loaded on demand) is bound. */
async function renderCarousel(ui: ReactElement) {
  const result = render(ui);
  bringIntoView();
  await waitFor(() => expect(embla.api.on).toHaveBeenCalled(), ENGINE_WAIT);
  return result;
}

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `s${i}`, node: <p>Slide content {i + 1}</p> }));

beforeEach(() => {
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.clearAllMocks();
  embla.reset();
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say "N of M"', () => {
    render(<Carousel kind="specialtyDoctor" label="Cardiology doctors" slides={slides(3)} />);
    const region = screen.getByRole('region', { name: 'Cardiology doctors' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('fetches its engine only once it has been near the screen for half an interval, or when the visitor uses its buttons first', async () => {
    render(<Carousel kind="doctors" label="Doctors" slides={slides(5)} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(embla.api.on).not.toHaveBeenCalled();
    bringIntoView();
    await new Promise((r) => setTimeout(r, 1000));
    expect(embla.api.on, 'not yet: its first step is 3 s away').not.toHaveBeenCalled();
    await waitFor(() => expect(embla.api.on).toHaveBeenCalled(), ENGINE_WAIT);

    vi.clearAllMocks();
    render(<Carousel kind="doctors" label="More doctors" slides={slides(5)} />);
    const region = screen.getByRole('region', { name: 'More doctors' });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(embla.api.on).toHaveBeenCalled());
  });

  it('plays by itself, and the pause toggle stops and resumes it with a label that says what it will do', async () => {
    const user = userEvent.setup();
    await renderCarousel(<Carousel kind="doctors" label="Doctors" slides={slides(5)} />);
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
    await renderCarousel(<Carousel kind="doctors" label="Doctors" slides={slides(5)} />);
    const slide = screen.getByText('Slide content 1');
    embla.autoplay.stop.mockClear();
    await user.hover(slide);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    embla.autoplay.play.mockClear();
    await user.unhover(slide);
    expect(embla.autoplay.play).toHaveBeenCalled();
  });

  it('does not play by itself when the visitor prefers reduced motion, but offers Play', async () => {
    setReducedMotion(true);
    await renderCarousel(<Carousel kind="testimonials" label="Testimonials" slides={slides(4)} />);
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('moves with the buttons and the arrow keys and announces where it is only then', async () => {
    const user = userEvent.setup();
    await renderCarousel(<Carousel kind="slides" label="Inside the hospital" slides={slides(3)} />);
    const live = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(live).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(live).toHaveTextContent('Slide 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(live).toHaveTextContent('Slide 1 of 3');
    act(() => screen.getByText('Slide content 1').closest<HTMLElement>('[tabindex="0"]')!.focus());
    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    expect(live).toHaveTextContent('Slide 2 of 3');
  });

  it('with a single slide stands still: no carousel, no controls', () => {
    render(<Carousel kind="specialtyDoctor" label="Cardiology doctors" slides={slides(1)} />);
    expect(screen.getByText('Slide content 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(embla.autoplay.play).not.toHaveBeenCalled();
  });
});
