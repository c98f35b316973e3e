/**
 * The site's web fonts, kept off the first screen's path.
 *
 * Pages name these fonts in their font stack (app/globals.css) but carry no
 * @font-face for them: the browser paints the first screen in the phone's own fonts
 * at once, and spends a slow connection on the page's text and pictures, not
 * on fonts. Every page loads the body font (Source Sans 3, 30 KB):
 * - the first page of a visit fetches it once the page has loaded and its
 *   first screen has painted, without using it there (no text jumps under
 *   the reader's eyes), and remembers that the browser now has it;
 * - every later page adds it at once, from the browser's cache, so it reads
 *   in the site's face from the first paint.
 * A Kannada or Hindi page (`<html lang="kn-IN">`, `"hi-IN"`) loads its
 * script's font (lib/fonts.ts, LANGUAGE_FONTS) the same way, and no other
 * page fetches it. Phones carry a font of their own for both scripts (Android
 * ships Noto for every Indian script); measured on a 4× slower CPU, using the
 * 91-121 KB font on a first visit cost some 200 ms of blocked main thread
 * (the whole page laid out again), and the layout shift of the swap.
 * The language switcher's names in the other scripts come from a tiny face
 * declared in the stylesheet (lib/build/css.ts), not from here.
 * Without JavaScript the phone's own fonts are used throughout.
 */

import { BODY_FONT, LANGUAGE_FONTS } from '@/lib/fonts';
import { isTranslation, type Translation } from '@/lib/i18n/languages';

/** The sessionStorage key that says a font is in the browser's cache, one per family; its value is the font's URL, so a new font file is fetched afresh. */
export const fontCachedKey = (font: Pick<WebFont, 'family'>): string => `hasiru.fontCached.${font.family}`;

export interface WebFont {
  /** The family name the stylesheet asks for (app/globals.css, --font-sans). */
  family: string;
  url: string;
  /** A weight range for a variable font, such as "200 900". */
  weight: string;
  /** For a language's font: the characters it is used for. */
  unicodeRange?: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The font as the browser's FontFace, shown with 'swap' (it comes from the cache; the fallback shows only while it is read). */
function faceOf(font: WebFont): FontFace {
  return new FontFace(font.family, `url(${JSON.stringify(font.url)}) format('woff2')`, {
    weight: font.weight,
    display: 'swap',
    ...(font.unicodeRange ? { unicodeRange: font.unicodeRange } : {}),
  });
}

/**
 * Uses the font on this page when an earlier page fetched it, else fetches
 * it after `later` (the first screen) for the pages that follow. Returns
 * what it did, for the tests.
 */
export function loadWebFont(
  font: WebFont,
  later: () => Promise<void>,
  store: () => Store = () => window.sessionStorage,
  /** Use it on this page even on a first visit (a script's own font). */
  now = false,
): Promise<'used' | 'fetched' | 'none'> {
  if (typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve('none');
  let cached = false;
  try {
    cached = store().getItem(fontCachedKey(font)) === font.url;
  } catch {
    /* storage refused: fetched after the first screen, as on a first visit */
  }
  const remember = () => {
    try {
      store().setItem(fontCachedKey(font), font.url);
    } catch {
      /* the next page fetches it again, from the cache */
    }
  };
  if (cached || now) {
    const face = faceOf(font);
    document.fonts.add(face);
    return face.load().then(
      () => {
        remember();
        return 'used' as const;
      },
      () => 'none' as const,
    );
  }
  // Loaded but not added to the document: into the browser's cache for the next page, with nothing redrawn on this one.
  return later()
    .then(() => faceOf(font).load())
    .then(
      () => {
        remember();
        return 'fetched' as const;
      },
      () => 'none' as const,
    );
}

/** The URL of each font file, as the bundle names it (islands/site/index.ts). */
export type FontFiles = Record<'body' | Translation, string>;

/** The language of the page's `<html lang>` whose script has a font of its own ("kn", "hi-IN"), if any. */
export function fontLanguageOf(lang: string): Translation | undefined {
  const primary = lang.toLowerCase().split('-')[0]!;
  return isTranslation(primary) ? primary : undefined;
}

/** The page's fonts, each loaded by loadWebFont: the body font, and the font of the page's language if it has one. */
export function loadPageFonts(files: FontFiles, later: () => Promise<void>, store?: () => Store): Promise<Array<'used' | 'fetched' | 'none'>> {
  const body = loadWebFont({ ...BODY_FONT, url: files.body }, later, store);
  const language = fontLanguageOf(document.documentElement.lang);
  if (!language) return Promise.all([body]);
  return Promise.all([body, loadWebFont({ ...LANGUAGE_FONTS[language], url: files[language] }, later, store)]);
}
