/**
 * The site script: the one file every page loads (a module, so it never
 * holds up the page). It enhances the header's menus and the quick-contact
 * buttons, which work without it, and starts the page's islands. Everything
 * it does is plain DOM code; React arrives only with an island that needs it.
 */
import { startIslands, type IslandManifest } from '../runtime/loader';
import { HYDRATED_MARK } from '../runtime/protocol';
import { followLegacyFilterLink } from './legacy-filter';
import { initMenus } from './menus';
import { initQuickContact } from './quick-contact';

/** Written by the build (scripts/build-islands.ts): each island's file and the chunks it imports. */
declare const ISLAND_FILES: IslandManifest;

followLegacyFilterLink();
initMenus();
initQuickContact();

void startIslands(ISLAND_FILES, import.meta.url).then(() => {
  document.documentElement.dataset[HYDRATED_MARK] = 'true';
});
