'use client';

import { useEffect } from 'react';
import startCarousel from '@/islands/carousel';
import { startDomIsland } from '@/islands/runtime/dom-island';
import { ATTR, ROOT_TAG } from '@/islands/runtime/protocol';
import { SITE_STEPS } from '@/islands/site/steps';

/**
 * `npm run dev` only: the preview runs Next's own runtime instead of the
 * built site script (islands/site/index.ts), so this runs the same steps
 * (islands/site/steps.ts: menus, floating buttons, home dialog) and the DOM islands (the carousels) at
 * once. The production build renders nothing here.
 */
export function DevSiteScript() {
  useEffect(() => {
    for (const step of SITE_STEPS) step();
    for (const root of document.querySelectorAll<HTMLElement>(`${ROOT_TAG}[${ATTR.name}="carousel"]`)) void startDomIsland(root, startCarousel, 'carousel');
  }, []);
  return null;
}
