import { useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla and its autoplay plugin, bound to a carousel's viewport. Carousel
 * loads this module on demand, so only pages with a moving carousel download
 * Embla. Renders nothing; hands the Embla API back through onReady.
 */
export default function CarouselEngine({
  viewport,
  options,
  interval,
  onReady,
}: {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  interval: number;
  onReady: (api: EmblaCarouselType | undefined) => void;
}) {
  // The carousel starts and stops autoplay itself (visitor's toggle, hover, focus, reduced motion).
  const plugins = useMemo(() => [Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false })], [interval]);
  const [bind, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    bind(viewport);
    return () => bind(null);
  }, [bind, viewport]);
  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);
  return null;
}
