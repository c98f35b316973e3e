import type { Service } from '@/lib/content/schema';
import { BodyBlocks } from '@/components/ui/body-blocks';
import { Picture } from '@/components/ui/picture';
import { Island } from '@/components/island';
import { pictureSizes } from '@/lib/breakpoints';

/**
 * The department's services: a grid of cards; a card opens its service's
 * detail panel under the card's row. Pictures and body text are rendered here
 * on the server and handed to the island as nodes.
 */
export function ServiceGrid({ services, departmentName }: { services: Service[]; departmentName: string }) {
  return (
    <Island
      name="service-panel"
      props={{
        label: `${departmentName} services`,
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
