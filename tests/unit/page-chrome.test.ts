import { describe, expect, it } from 'vitest';
import { headerStickingPoint, quickContactShown, type ScrollState } from '@/islands/site/rules/page-chrome';

/** The phone header's top bar: the page scrolls this far before the header's bar sticks. */
const TOP_BAR = 36;

/** A phone-sized page: 740 px screen, 3000 px page, 96 px of footer padding, buttons reaching 64 px up. */
const phone = (scrollY: number, over: Partial<ScrollState> = {}): ScrollState => ({
  scrollY,
  headerSticksAt: TOP_BAR,
  viewportHeight: 740,
  documentHeight: 3000,
  endRoom: 96,
  footprint: 64,
  ...over,
});

describe('quickContactShown', () => {
  it('waits at the top of a page and until the header sticks', () => {
    expect(quickContactShown(phone(0))).toBe(false);
    expect(quickContactShown(phone(TOP_BAR))).toBe(false);
  });

  it('shows once the header sticks, all the way down', () => {
    for (const y of [TOP_BAR + 1, 1000, 3000 - 740]) expect(quickContactShown(phone(y))).toBe(true);
  });

  it('follows where the header sticks: a taller top bar, a later start', () => {
    expect(quickContactShown(phone(40, { headerSticksAt: 48 }))).toBe(false);
    expect(quickContactShown(phone(49, { headerSticksAt: 48 }))).toBe(true);
    // a header that sticks at once: the first pixel of scrolling
    expect(quickContactShown(phone(1, { headerSticksAt: 0 }))).toBe(true);
  });

  it('shows at the end of a page too short to scroll past the header, where the footer padding holds the buttons', () => {
    // the page scrolls 30 px: at its end the buttons sit in the last 64 px, inside the 96 px of padding
    expect(quickContactShown(phone(30, { documentHeight: 770 }))).toBe(true);
    expect(quickContactShown(phone(0, { documentHeight: 800 }))).toBe(false);
    // exactly as much room as they need, and 1 px short of it
    expect(quickContactShown(phone(0, { documentHeight: 740 + 32 }))).toBe(true);
    expect(quickContactShown(phone(0, { documentHeight: 740 + 33 }))).toBe(false);
  });

  it('shows on a page that does not scroll at all', () => {
    expect(quickContactShown(phone(0, { documentHeight: 600 }))).toBe(true);
    expect(quickContactShown(phone(0, { documentHeight: 740 }))).toBe(true);
  });

  it('waits when the footer leaves no room for them', () => {
    expect(quickContactShown(phone(0, { documentHeight: 740, endRoom: 0 }))).toBe(false);
  });
});

describe('headerStickingPoint', () => {
  it('is how far above the window the sticky header stops: the top bar scrolls away that far', () => {
    expect(headerStickingPoint('-36px')).toBe(36);
    expect(headerStickingPoint('-48px')).toBe(48);
    expect(headerStickingPoint('-35.5px')).toBe(35.5);
  });

  it('is 0 for a header that is not offset upwards', () => {
    for (const top of ['0px', '12px', 'auto', '']) expect(headerStickingPoint(top)).toBe(0);
  });
});
