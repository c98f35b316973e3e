import type { ReactNode } from 'react';

/**
 * The sections of a long page that a phone shows only once the visitor
 * scrolls (app/globals.css, `.below-first-screen`). Each child is drawn when
 * it comes near the screen, not while the page loads: the browser skips
 * their style and layout until then, so the first screen paints sooner and
 * a whole-page restyle (the home page's first-visit dialog opening) costs a
 * fraction. Their text stays in the page for search, find-in-page, screen
 * readers and printing. Put here only what starts below a phone's first
 * screen: what a visitor sees on arrival must not wait.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  return <div className="below-first-screen">{children}</div>;
}
