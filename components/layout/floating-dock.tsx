import type { ReactNode } from 'react';

/**
 * The floating quick-contact buttons' frame. Without JavaScript they always
 * show. With it they stay out of sight at the top of a page (where the header
 * offers the same calls and chat, and they would sit over the first screen)
 * and join once the top bar has scrolled away and the header's bar sticks;
 * at a page's end they rest in the footer's bottom padding. The HTML says
 * "waiting"; islands/site/quick-contact.ts keeps the mark up to date as the
 * page scrolls (rule in islands/site/rules/page-chrome.ts). Hidden means transparent and
 * click-through, never removed: screen readers still find them, and a
 * keyboard that reaches them brings them into view (focus-within).
 */
export function FloatingDock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside
      aria-label={label}
      data-quick-contact="waiting"
      className="fixed right-3 bottom-3 z-20 flex gap-1.5 rounded-full bg-white p-1 shadow-lg ring-1 ring-slate-200 motion-safe:transition-[opacity,translate] motion-safe:duration-200 md:gap-2 md:p-1.5 js:data-[quick-contact=waiting]:not-focus-within:pointer-events-none js:data-[quick-contact=waiting]:not-focus-within:translate-y-2 js:data-[quick-contact=waiting]:not-focus-within:opacity-0"
    >
      {children}
    </aside>
  );
}
