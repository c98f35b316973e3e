import type { ReactNode } from 'react';

/**
 * A horizontal strip of items that scrolls by touch, trackpad or keyboard
 * (it is focusable) with CSS scroll snapping. Every item is in the HTML, so
 * everything is reachable without JavaScript. Superseded by Carousel
 * (components/ui/carousel.tsx); only /ourdoctor still uses it.
 */
export function ScrollRow({
  label,
  items,
  itemClassName,
}: {
  label: string;
  items: { key: string; node: ReactNode }[];
  /** Width of one item per breakpoint, e.g. "basis-full md:basis-1/2". */
  itemClassName: string;
}) {
  return (
    <div role="region" aria-label={label}>
      <ul tabIndex={0} className="scroll-row -mx-1 px-1 py-1">
        {items.map((item) => (
          <li key={item.key} className={`shrink-0 ${itemClassName}`}>
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
