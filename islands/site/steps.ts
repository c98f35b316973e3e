import { initFirstVisitDialog } from './first-visit-dialog';
import { initMenus } from './menus';
import { initQuickContact } from './quick-contact';

/**
 * What the site script does to a page after its first paint, in order: the header's menus, the floating
 * contact buttons, the home page's first-visit dialog. The built site runs them one task each
 * (islands/site/index.ts); the live preview runs the same list at once (components/layout/dev-site-script.tsx).
 */
export const SITE_STEPS: readonly (() => void)[] = [initMenus, initQuickContact, () => initFirstVisitDialog()];
