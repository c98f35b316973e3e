import type { Service } from '@/lib/content/schema';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { Picture } from '@/components/ui/picture';
import { Island } from '@/components/island';
import { pictureSizes } from '@/lib/breakpoints';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';

/**
 * The department's services: a grid of cards; a card opens its service's
 * detail panel under the card's row. Pictures and body text are rendered here
 * on the server and handed to the island as nodes; its words are in `lang`.
 */
export function ServiceGrid({ services, departmentName, lang }: { services: Service[]; departmentName: string; lang: Language }) {
  const t = ui(lang);
  return (
    <Island
      name="service-panel"
      props={{
        label: t.departments.services(departmentName),
        closeLabel: t.servicePanel.close,
        services: services.map((s) => ({
        slug: s.slug,
        name: s.name,
        summary: s.summary,
        cardPicture: (
          <Picture picture={s.picture} sizes={pictureSizes({ xl: '370px', md: '45vw' }, '100vw')} className="aspect-[4/3] h-auto w-full object-cover" decorative />
        ),
        panelPicture: (
          <Picture picture={s.picture} sizes={pictureSizes({ xl: '440px', md: '38vw' }, '100vw')} className="aspect-[4/3] h-auto w-full rounded-lg object-cover" />
        ),
        body: <BodyBlocks blocks={s.body} headingLevel={4} />,
        })),
      }}
    />
  );
}
