'use client';

import { useEffect } from 'react';
import { initFirstVisitDialog } from '@/islands/site/first-visit-dialog';
import { initMenus } from '@/islands/site/menus';
import { initQuickContact } from '@/islands/site/quick-contact';

/**
 * `npm run dev` only: the preview runs Next's own runtime instead of the
 * built site script (islands/site/index.ts), so this starts the same menus,
 * floating buttons and home dialog. The production build renders nothing here.
 */
export function DevSiteScript() {
  useEffect(() => {
    initMenus();
    initQuickContact();
    initFirstVisitDialog();
  }, []);
  return null;
}
