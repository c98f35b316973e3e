'use client';

import { useEffect } from 'react';
import { initMenus } from '@/islands/site/menus';
import { initQuickContact } from '@/islands/site/quick-contact';

/**
 * Interim bridge, until the island loader runs islands/site/ on every page:
 * starts the header's menus and the quick-contact buttons once React has
 * hydrated, then marks <html data-hydrated="true"> (the end-to-end tests wait
 * for it). Rendered once, from the root layout.
 */
export function SiteBehaviour() {
  useEffect(() => {
    initMenus();
    initQuickContact();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
