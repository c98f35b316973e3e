import type { Service } from '@/lib/content/schema';
import { Picture } from '@/components/ui/picture';
import { Island } from '@/components/island';
import { pictureSizes } from '@/lib/breakpoints';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { href, pathsIn } from '@/lib/routes';

/**
 * The department's services: a grid of cards, each a link to its service's
 * own page; with JavaScript a card opens its service's detail panel under the
 * card's row, with the picture and text fetched from that page. The cards'
 * pictures and summaries are rendered here on the server and handed to the
 * island as nodes; its words are in `lang`.
 */
export function ServiceGrid({ services, departmentSlug, departmentName, lang }: { services: Service[]; departmentSlug: string; departmentName: string; lang: Language }) {
  const t = ui(lang);
  return (
    <Island
      name="service-panel"
      props={{
        label: t.departments.services(departmentName),
        words: t.servicePanel,
        services: services.map((s) => ({
          slug: s.slug,
          name: s.name,
          summary: <>{s.summary}</>,
          href: href(pathsIn(lang).departmentService(departmentSlug, s.slug)),
          cardPicture: (
            <Picture picture={s.picture} sizes={pictureSizes({ xl: '370px', md: '45vw' }, '100vw')} className="aspect-[4/3] h-auto w-full object-cover" decorative />
          ),
        })),
      }}
    />
  );
}
