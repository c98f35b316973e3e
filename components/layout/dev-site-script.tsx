'use client';

import { useEffect } from 'react';
import startCarousel from '@/islands/carousel';
import { startDomIsland } from '@/islands/runtime/dom-island';
import { ATTR, ROOT_TAG } from '@/islands/runtime/protocol';
import { initFirstVisitDialog } from '@/islands/site/first-visit-dialog';
import { initMenus } from '@/islands/site/menus';
import { initQuickContact } from '@/islands/site/quick-contact';

/**
 * `npm run dev` only: the preview runs Next's own runtime instead of the
 * built site script (islands/site/index.ts), so this starts the same menus,
 * floating buttons and home dialog, and the DOM islands (the carousels) at
 * once. The production build renders nothing here.
 */
export function DevSiteScript() {
  useEffect(() => {
    initMenus();
    initQuickContact();
    initFirstVisitDialog();
    for (const root of document.querySelectorAll<HTMLElement>(`${ROOT_TAG}[${ATTR.name}="carousel"]`)) void startDomIsland(root, startCarousel, 'carousel');
  }, []);
  return null;
}
