import { MapPin, Navigation } from 'lucide-react';
import type { Site } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { Island } from '@/components/island';

/**
 * Where the hospital is: a click-to-load map (no request to the map provider
 * before the visitor asks), the address and a 'Get directions' link, in `lang`.
 */
export function MapCard({ site, lang }: { site: Site; lang: Language }) {
  const a = site.address;
  const t = ui(lang);
  return (
    <div className="card flex flex-col gap-4 p-4 md:p-6">
      <Island
        name="map-embed"
        props={{
          embedUrl: site.map.embedUrl,
          title: t.contact.mapTitle(site.name, a.locality, a.city),
          showMap: t.contact.showMap,
          loadsFrom: t.contact.mapLoadsFrom(new URL(site.map.embedUrl).hostname),
          children: <MapPin aria-hidden="true" className="size-10 text-emergency-600" />,
        }}
      />
      <p className="text-lg">
        <strong className="block text-brand-900">{site.name}</strong>
        {a.street}, {a.locality}, {a.city} {a.postalCode}
      </p>
      <a href={site.map.directionsUrl} target="_blank" rel="noopener noreferrer" className="btn-primary self-start">
        <Navigation aria-hidden="true" className="size-5" />
        {` ${t.common.getDirections}`}
        <span className="sr-only">{t.common.opensInNewTab}</span>
      </a>
    </div>
  );
}
