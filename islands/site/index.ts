/**
 * The site script: the one file every page loads (a module, so it never
 * holds up the page). It enhances the header's menus and the quick-contact
 * buttons, which work without it, opens the home page's first-visit dialog,
 * loads the web font (islands/site/fonts.ts) and starts the page's islands. Everything
 * it does is plain DOM code; React arrives only with an island that needs it.
 */
import bodyFontFile from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
import { afterFirstScreen, startIslands, type IslandManifest } from '../runtime/loader';
import { HYDRATED_MARK } from '../runtime/protocol';
import { BODY_FONT } from '@/lib/fonts';
import { initFirstVisitDialog } from './first-visit-dialog';
import { loadWebFont } from './fonts';
import { followLegacyFilterLink } from './legacy-filter';
import { initMenus } from './menus';
import { initQuickContact } from './quick-contact';

/** Written by the build (scripts/build-islands.ts): each island's file and the chunks it imports. */
declare const ISLAND_FILES: IslandManifest;

followLegacyFilterLink();
initMenus();
initQuickContact();
initFirstVisitDialog();
void loadWebFont({ ...BODY_FONT, url: new URL(bodyFontFile, import.meta.url).href }, afterFirstScreen);

void startIslands(ISLAND_FILES, import.meta.url).then(() => {
  document.documentElement.dataset[HYDRATED_MARK] = 'true';
});
