/**
 * The site script: the one file every page loads, a module its starter
 * (islands/site/start.ts) asks for once the first screen is in, or at once
 * from the browser's cache on a later page of a visit. It enhances the header's menus and the quick-contact
 * buttons, which work without it, opens the home page's first-visit dialog,
 * loads the web fonts (islands/site/fonts.ts) and starts the page's islands. Everything
 * it does is plain DOM code; React arrives only with an island that needs it.
 */
import devanagariFontFile from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
import kannadaFontFile from '@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2';
import bodyFontFile from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
import { afterFirstPaint, afterFirstScreen, nextTask, startIslands, type IslandManifest } from '../runtime/loader';
import { HYDRATED_MARK } from '../runtime/protocol';
import { loadPageFonts } from './fonts';
import { followLegacyFilterLink } from './legacy-filter';
import { SITE_STEPS } from './steps';

/** Written by the build (scripts/build-islands.ts): each island's file and the chunks it imports. */
declare const ISLAND_FILES: IslandManifest;

// an old link to a filtered list leaves at once (its query makes the starter ask for this script straight away)
followLegacyFilterLink();
const fontUrl = (file: string) => new URL(file, import.meta.url).href;
// URLs only: a page fetches the body font and its own language's font, no other (islands/site/fonts.ts); one the
// browser already has is used at once, so a later page of a visit paints in it from the start
void loadPageFonts({ body: fontUrl(bodyFontFile), kn: fontUrl(kannadaFontFile), hi: fontUrl(devanagariFontFile) }, afterFirstScreen);

// Everything else changes the page (a control shown, a dialog opened), so it waits for the
// first paint: the visitor sees the HTML as soon as it has arrived. Each step is a task of its own, so a
// slow phone never has its main thread held for long at once (a tap in between is answered).
void afterFirstPaint().then(async () => {
  for (const step of SITE_STEPS) {
    step();
    await nextTask();
  }
  await startIslands(ISLAND_FILES, import.meta.url);
  document.documentElement.dataset[HYDRATED_MARK] = 'true';
});
