/**
 * The site script: the one file every page loads (a module, so it never
 * holds up the page). It enhances the header's menus and the quick-contact
 * buttons, which work without it, opens the home page's first-visit dialog,
 * loads the web fonts (islands/site/fonts.ts) and starts the page's islands. Everything
 * it does is plain DOM code; React arrives only with an island that needs it.
 */
import devanagariFontFile from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
import kannadaFontFile from '@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2';
import bodyFontFile from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
import languageNameFaces from 'virtual:language-names-font';
import { afterFirstScreen, startIslands, type IslandManifest } from '../runtime/loader';
import { HYDRATED_MARK } from '../runtime/protocol';
import { initFirstVisitDialog } from './first-visit-dialog';
import { addLanguageNamesFont, fontLanguageOf, loadPageFonts } from './fonts';
import { followLegacyFilterLink } from './legacy-filter';
import { initMenus } from './menus';
import { initQuickContact } from './quick-contact';

/** Written by the build (scripts/build-islands.ts): each island's file and the chunks it imports. */
declare const ISLAND_FILES: IslandManifest;

followLegacyFilterLink();
initMenus();
initQuickContact();
initFirstVisitDialog();
const fontUrl = (file: string) => new URL(file, import.meta.url).href;
// the switcher's tiny face for the other languages' names, added on English pages; the browser fetches only the names the page draws (islands/site/fonts.ts)
if (!fontLanguageOf(document.documentElement.lang)) addLanguageNamesFont(languageNameFaces.map(({ file, unicodeRange }) => ({ url: fontUrl(file), unicodeRange })));
// URLs only: a page fetches the body font and its own language's font, no other (islands/site/fonts.ts)
void loadPageFonts({ body: fontUrl(bodyFontFile), kn: fontUrl(kannadaFontFile), hi: fontUrl(devanagariFontFile) }, afterFirstScreen);

void startIslands(ISLAND_FILES, import.meta.url).then(() => {
  document.documentElement.dataset[HYDRATED_MARK] = 'true';
});
