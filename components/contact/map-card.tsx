import { MapPin, Navigation } from 'lucide-react';
import type { Site } from '@/lib/content/schema';

/**
 * Where the hospital is, without loading the map provider: the address and a
 * 'Get directions' link. (The click-to-load embedded map builds on this.)
 */
export function MapCard({ site }: { site: Site }) {
  const a = site.address;
  return (
    <div className="card flex flex-col justify-between gap-4 bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-100),white_60%)] p-6" data-map-embed={site.map.embedUrl}>
      <div className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0 text-emergency-600" />
        <p className="text-lg">
          <strong className="block text-brand-900">{site.name}</strong>
          {a.street}, {a.locality}, {a.city} {a.postalCode}
        </p>
      </div>
      <a href={site.map.directionsUrl} target="_blank" rel="noopener noreferrer" className="btn-primary self-start">
        <Navigation aria-hidden="true" className="size-5" /> Get directions<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
