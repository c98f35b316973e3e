/**
 * What stays on screen while a page scrolls (the header's sticky bar and the
 * floating quick-contact buttons), as pure rules shared by the islands and the
 * tests. Nothing fixed may cover a heading, link or button where a page rests:
 * at its top and at its end.
 */

export interface ScrollState {
  /** window.scrollY */
  scrollY: number;
  /** How far the page scrolls before the header's bar sticks to the window's top, px (headerStickingPoint below). */
  headerSticksAt: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  documentHeight: number;
  /** The empty room the page leaves below its last line (the footer's bottom padding), px. */
  endRoom: number;
  /** How far up from the viewport's bottom edge the quick-contact buttons reach, px. */
  footprint: number;
}

/**
 * Whether the floating quick-contact buttons show. At the top of a page the
 * header carries the same ways to reach the hospital (emergency call,
 * WhatsApp, the menu), and the buttons would sit over the page's first
 * screen; they join once the visitor scrolls, as the top bar scrolls away
 * and the header's bar sticks. At the end of a page they rest in the room the
 * footer leaves below its last line, so they show there too, even on a page
 * too short to scroll that far.
 */
export function quickContactShown({ scrollY, headerSticksAt, viewportHeight, documentHeight, endRoom, footprint }: ScrollState): boolean {
  if (scrollY > headerSticksAt) return true;
  const belowViewport = documentHeight - (scrollY + viewportHeight);
  return belowViewport + footprint <= endRoom;
}

/**
 * How far the page scrolls before the header's bar sticks, px, from the
 * sticky header's computed `top` (getComputedStyle(header).top). The header
 * stops that far above the window's edge, the top bar's height
 * (--top-bar-height in app/globals.css), so the top bar scrolls away and the
 * bar stays. A header that is not offset sticks at once.
 */
export function headerStickingPoint(computedTop: string): number {
  const top = parseFloat(computedTop);
  return Number.isFinite(top) && top < 0 ? -top : 0;
}
