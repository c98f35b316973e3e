'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Map as MapIcon } from 'lucide-react';

/**
 * Click-to-load map: nothing is requested from the map provider until the
 * visitor presses "Show map"; then the embedded map takes the place of the
 * placeholder, at the same size. The island's code arrives when the visitor
 * reaches for the placeholder; a press before that is held and replayed
 * (islands/runtime/loader.ts). Without JavaScript the button is not shown
 * and the placeholder stays. Its words (`title`, `showMap`, `loadsFrom`) are
 * the page's language's, written by the server (components/contact/map-card.tsx).
 */
export function MapEmbed({
  embedUrl,
  title,
  showMap,
  loadsFrom,
  children,
}: {
  embedUrl: string;
  title: string;
  showMap: string;
  /** "The map loads from {host} when you ask for it." */
  loadsFrom: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  if (shown)
    return (
      <iframe
        ref={frame}
        src={embedUrl}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="h-64 w-full rounded-lg border-0 bg-brand-50 lg:h-72"
      />
    );

  return (
    <div className="flex h-64 flex-col items-center justify-center gap-3 rounded-lg bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-100),var(--color-brand-50)_70%)] p-4 text-center lg:h-72">
      {children}
      <div className="hidden flex-col items-center gap-3 js:flex">
        <button type="button" onClick={() => setShown(true)} className="btn-outline">
          <MapIcon aria-hidden="true" className="size-5" />
          {` ${showMap}`}
        </button>
        <p className="text-sm text-slate-700">{loadsFrom}</p>
      </div>
    </div>
  );
}

export default MapEmbed;
