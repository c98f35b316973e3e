import { Island } from '@/components/island';
import type { IslandProps } from '@/islands/registry';
import type { Hydrate } from '@/islands/runtime/protocol';

/**
 * Places the carousel island (islands/carousel.tsx): its slides are rendered
 * here on the server and stay that HTML in the browser. It hydrates when it
 * nears the screen, unless `hydrate` says otherwise.
 */
export function Carousel({ hydrate, ...props }: IslandProps<'carousel'> & { hydrate?: Hydrate }) {
  return <Island name="carousel" props={props} hydrate={hydrate} />;
}
