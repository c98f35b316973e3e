import { headerStickingPoint, quickContactShown } from './rules/page-chrome';

/**
 * The floating quick-contact buttons (components/layout/floating-dock.tsx)
 * come as HTML marked data-quick-contact="waiting": out of sight while the
 * browser runs scripts (the js: variant), always in view without. This keeps
 * the mark true as the page scrolls: "waiting" at the top of a page, where
 * the header offers the same calls and chat, "shown" once the top bar has
 * scrolled away and the header's bar sticks, and at a page's end, where they
 * rest in the footer's bottom padding (rules/page-chrome.ts has the rule).
 *
 * Plain DOM, no framework. Safe to call more than once: the buttons are
 * wired once.
 */
export function initQuickContact(): void {
  const dock = document.querySelector<HTMLElement>('[data-quick-contact]');
  if (!dock || wired.has(dock)) return;
  wired.add(dock);
  const header = document.querySelector('body > header');
  const footer = document.querySelector('body > footer');

  let frame = 0;
  const update = () => {
    frame = 0;
    const shown = quickContactShown({
      scrollY: window.scrollY,
      headerSticksAt: header ? headerStickingPoint(getComputedStyle(header).top) : 0,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
      endRoom: footer ? parseFloat(getComputedStyle(footer).paddingBottom) || 0 : 0,
      // offsetTop leaves out the small slide of the waiting state (a transform)
      footprint: window.innerHeight - dock.offsetTop,
    });
    dock.dataset.quickContact = shown ? 'shown' : 'waiting';
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  // a new width moves the top bar's height (and so where the header sticks) and the page's length
  window.addEventListener('resize', schedule);
  // the page grows as pictures and islands settle; its end moves with it
  new ResizeObserver(schedule).observe(document.body);
}

const wired = new WeakSet<HTMLElement>();
