import { describe, expect, it } from 'vitest';
import {
  CAROUSELS,
  alwaysStill,
  breakpointAt,
  carouselStyleVars,
  firstSlideOfSnap,
  inViewAnnouncement,
  movesByBreakpoint,
  slidesPerView,
  stepAt,
  stillMediaQueries,
  swipeStep,
} from '@/lib/carousel';
import { ui } from '@/lib/i18n/ui';

const EN = ui('en').carousel.inView;
import { BREAKPOINTS } from '@/lib/breakpoints';

const { md, lg, xl } = BREAKPOINTS;

describe('carousel step sizes per width', () => {
  it('uses the site breakpoints md, lg and xl', () => {
    expect([375, md - 1, md, lg - 1, lg, xl - 1, xl, 1920].map(breakpointAt)).toEqual(['base', 'base', 'md', 'md', 'lg', 'lg', 'xl', 'xl']);
  });

  it('shows 6 / 3 / 2 / 1 service tiles and steps a whole view (16.67 % of 6 per view is one view)', () => {
    expect([1280, 1000, 800, 375].map((w) => slidesPerView('serviceTiles', w))).toEqual([6, 3, 2, 1]);
    expect(stepAt('serviceTiles', 1280, 7).slides).toBe(6);
    expect(stepAt('serviceTiles', 375, 7).slides).toBe(1);
  });

  it('shows 4 / 3 / 2 / 1 blog cards', () => {
    expect([1280, 1000, 800, 375].map((w) => slidesPerView('blogCards', w))).toEqual([4, 3, 2, 1]);
  });

  it('shows 3 doctors from lg and 1 below', () => {
    expect([1280, lg, lg - 1, 375].map((w) => slidesPerView('doctors', w))).toEqual([3, 3, 1, 1]);
    expect(stepAt('doctors', 1280, 27)).toEqual({ slides: 3, percentOfTrack: (100 * 3) / 27 });
  });

  it('shows 2 testimonials from md and 1 below', () => {
    expect([1280, md, md - 1, 375].map((w) => slidesPerView('testimonials', w))).toEqual([2, 2, 1, 1]);
  });

  it('shows one slide of the image carousel, the specialty doctor card and (on phones) the media strip', () => {
    for (const w of [375, 800, 1000, 1280]) {
      expect(slidesPerView('slides', w)).toBe(1);
      expect(slidesPerView('specialtyDoctor', w)).toBe(1);
    }
    expect(slidesPerView('mediaStrip', 375)).toBe(1);
    expect(slidesPerView('mediaStrip', 1280)).toBe(2);
  });

  it('never steps more slides than there are', () => {
    expect(stepAt('blogCards', 1280, 2).slides).toBe(2);
  });
});

describe('carousel timing', () => {
  it('advances every 5 s for the image carousel and every 3 s for all the others', () => {
    expect(CAROUSELS.slides.interval).toBe(5000);
    for (const kind of ['serviceTiles', 'blogCards', 'doctors', 'testimonials', 'mediaStrip', 'specialtyDoctor'] as const) expect(CAROUSELS[kind].interval).toBe(3000);
  });

  it('moves the service tiles and the media strip slower (about 2 s) than the others', () => {
    expect(CAROUSELS.serviceTiles.duration).toBeGreaterThan(CAROUSELS.doctors.duration);
    expect(CAROUSELS.mediaStrip.duration).toBe(CAROUSELS.serviceTiles.duration);
  });
});

describe('when a carousel stands still', () => {
  it('stands still everywhere with a single slide', () => {
    expect(alwaysStill('specialtyDoctor', 1)).toBe(true);
    expect(alwaysStill('doctors', 1)).toBe(true);
    expect(alwaysStill('specialtyDoctor', 2)).toBe(false);
  });

  it('stands still only where all slides fit: 4 blog teasers move below xl only', () => {
    expect(movesByBreakpoint('blogCards', 4)).toEqual({ base: true, md: true, lg: true, xl: false });
    expect(stillMediaQueries('blogCards', 4)).toEqual([`(min-width: ${xl}px)`]);
    expect(stillMediaQueries('testimonials', 2)).toEqual([
      `(min-width: ${md}px) and (max-width: ${lg - 0.02}px)`,
      `(min-width: ${lg}px) and (max-width: ${xl - 0.02}px)`,
      `(min-width: ${xl}px)`,
    ]);
    expect(stillMediaQueries('doctors', 27)).toEqual([]);
  });

  it('gives the server HTML the slide widths and hides the controls where nothing moves', () => {
    const vars = carouselStyleVars('blogCards', 4);
    expect(vars).toMatchObject({
      '--carousel-per-view-base': '1',
      '--carousel-per-view-md': '2',
      '--carousel-per-view-lg': '3',
      '--carousel-per-view-xl': '4',
      '--carousel-controls-lg': 'flex',
      '--carousel-controls-xl': 'none',
    });
  });
});

describe('swipes', () => {
  it('a swipe of 40 px or more moves one step even where Embla would snap back', () => {
    expect(swipeStep(-40, false)).toBe(1);
    expect(swipeStep(55, false)).toBe(-1);
    expect(swipeStep(-39, false)).toBe(0);
    expect(swipeStep(-120, true)).toBe(0);
  });
});

describe('what the live region says', () => {
  it('names the slide or the slides in view, across the wrap', () => {
    expect(inViewAnnouncement(2, 1, 7, EN)).toBe('Slide 3 of 7');
    expect(inViewAnnouncement(2, 2, 6, EN)).toBe('Slides 3 and 4 of 6');
    expect(inViewAnnouncement(3, 3, 27, EN)).toBe('Slides 4 to 6 of 27');
    expect(inViewAnnouncement(6, 6, 7, EN)).toBe('Slides 7 and 1 to 5 of 7');
    expect(inViewAnnouncement(5, 3, 7, EN)).toBe('Slides 6, 7 and 1 of 7');
    expect(inViewAnnouncement(4, 4, 6, EN)).toBe('Slides 5 to 6 and 1 to 2 of 6');
    expect(inViewAnnouncement(0, 4, 2, EN)).toBe('Slides 1 and 2 of 2');
  });
});

describe("which slide a step starts with, from Embla's snap list", () => {
  /**
   * The snap list Embla gives a looping carousel of `count` slides that steps
   * a whole view of `perView` at a time, each slide `width` px wide with a
   * `gap` px margin after it: the share of the strip before each step.
   */
  const loopSnaps = (count: number, perView: number, width = 343, gap = 16) => {
    const pitch = width + gap;
    const steps = Math.ceil(count / perView);
    return Array.from({ length: steps }, (_, k) => (k * perView * pitch) / (count * pitch));
  };

  it('is the first slide of each step, a whole view apart', () => {
    expect(loopSnaps(7, 1).map((p) => firstSlideOfSnap(p, 7))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(loopSnaps(27, 3, 282.67, 16).map((p) => firstSlideOfSnap(p, 27))).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    // the last step is short: 7 slides, 3 in view
    expect(loopSnaps(7, 3).map((p) => firstSlideOfSnap(p, 7))).toEqual([0, 3, 6]);
  });

  it('stands a fraction of a pixel off a whole share, as measured layouts do', () => {
    expect(firstSlideOfSnap(3 / 7 + 0.0004, 7)).toBe(3);
    expect(firstSlideOfSnap(3 / 7 - 0.0004, 7)).toBe(3);
    expect(firstSlideOfSnap(0.9999, 4)).toBe(0);
  });

  it('with the live region, says what comes into view after a step', () => {
    const announced = (snap: number, perView: number, count: number) => inViewAnnouncement(firstSlideOfSnap(loopSnaps(count, perView)[snap]!, count), perView, count, EN);
    expect(announced(1, 1, 3)).toBe('Slide 2 of 3');
    expect(announced(1, 3, 27)).toBe('Slides 4 to 6 of 27');
    expect(announced(2, 3, 7)).toBe('Slides 7, 1 and 2 of 7');
  });
});
