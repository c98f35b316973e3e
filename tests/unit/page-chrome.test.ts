import { describe, expect, it } from 'vitest';
import { quickContactShown, STICKY_AFTER, type ScrollState } from '@/lib/page-chrome';

/** A phone-sized page: 740 px screen, 3000 px page, 96 px of footer padding, buttons reaching 64 px up. */
const phone = (scrollY: number, over: Partial<ScrollState> = {}): ScrollState => ({
  scrollY,
  viewportHeight: 740,
  documentHeight: 3000,
  endRoom: 96,
  footprint: 64,
  ...over,
});

describe('quickContactShown', () => {
  it('waits at the top of a page and until the header sticks', () => {
    expect(quickContactShown(phone(0))).toBe(false);
    expect(quickContactShown(phone(STICKY_AFTER))).toBe(false);
  });

  it('shows once the header sticks, all the way down', () => {
    for (const y of [STICKY_AFTER + 1, 1000, 3000 - 740]) expect(quickContactShown(phone(y))).toBe(true);
  });

  it('shows at the end of a page too short to scroll past the header, where the footer padding holds the buttons', () => {
    // the page scrolls 60 px: at its end the buttons sit in the last 64 px, inside the 96 px of padding
    expect(quickContactShown(phone(60, { documentHeight: 800 }))).toBe(true);
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
