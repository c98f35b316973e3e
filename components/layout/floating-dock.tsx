'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { quickContactShown } from '@/lib/page-chrome';

/**
 * The floating quick-contact buttons' frame. Without JavaScript they always
 * show. With it they stay out of sight at the top of a page (where the header
 * offers the same calls and chat, and they would sit over the first screen)
 * and join once the visitor scrolls (lib/page-chrome.ts); at a page's end they
 * rest in the footer's bottom padding. Hidden means transparent and
 * click-through, never removed: screen readers still find them, and a
 * keyboard that reaches them brings them into view (focus-within).
 */
export function FloatingDock({ label, children }: { label: string; children: ReactNode }) {
  const dock = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const aside = dock.current;
    const footer = document.querySelector('body > footer');
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!aside) return;
      const endRoom = footer ? parseFloat(getComputedStyle(footer).paddingBottom) || 0 : 0;
      setShown(
        quickContactShown({
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
          endRoom,
          // offsetTop leaves out the small slide of the waiting state (a transform)
          footprint: window.innerHeight - aside.offsetTop,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // the page grows as pictures and islands settle; the end moves with it
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  return (
    <aside
      ref={dock}
      aria-label={label}
      data-quick-contact={shown ? 'shown' : 'waiting'}
      className="fixed right-3 bottom-3 z-20 flex gap-1.5 rounded-full bg-white p-1 shadow-lg ring-1 ring-slate-200 motion-safe:transition-[opacity,translate] motion-safe:duration-200 md:gap-2 md:p-1.5 js:data-[quick-contact=waiting]:not-focus-within:pointer-events-none js:data-[quick-contact=waiting]:not-focus-within:translate-y-2 js:data-[quick-contact=waiting]:not-focus-within:opacity-0"
    >
      {children}
    </aside>
  );
}
