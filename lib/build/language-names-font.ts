/**
 * The language switcher's font (lib/fonts.ts LANGUAGE_NAMES_FONT), made at
 * build time from LANGUAGE_NAMES: for each language but English, the script
 * font the language's pages load (Noto Sans Kannada, Noto Sans Devanagari,
 * the variable wght files of @fontsource-variable) cut down with HarfBuzz's
 * subsetter (subset-font) to the glyphs of that language's name, with the
 * layout tables that shape it (conjuncts such as ನ್ನ, vowel signs such as
 * ि ी, the virama), and the weight axis pinned at the switcher's weight: a
 * file of 2 KB or so each. Nothing is committed; a name changed or a
 * language added makes its file anew on the next build.
 *
 * The build writes each file beside the site script under a hashed name
 * (writeLanguageNameFonts) and the page's stylesheet declares them
 * (lib/build/css.ts fontFaceCss): a static @font-face, which the browser
 * fetches only when it draws a name, costs a page nothing until then.
 * (Added from a script instead, a face made the browser lay the whole page
 * out again.)
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES_FONT, unicodeRangeOf } from '../fonts';
import { LANGUAGE_NAMES, TRANSLATIONS, type Translation } from '../i18n/languages';

/** Each language's script font, the same file its pages load (islands/site/index.ts), as a package path. */
export const SCRIPT_FONT_FILES: Record<Translation, string> = {
  kn: '@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2',
  hi: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
};

/** The size a language name's file must stay under (tests/unit/language-names-font.test.ts); the build stops past it. */
export const LANGUAGE_NAME_FONT_BUDGET = 6 * 1024;

export interface LanguageNameFont {
  lang: Translation;
  /** The name the file draws. */
  text: string;
  /** Its characters, for the face's unicode-range. */
  unicodeRange: string;
  font: Buffer;
}

/** One subset font per language besides English, of its name alone: WOFF2 for the site, TrueType for the tests' shaping. */
export async function languageNameFonts(format: 'woff2' | 'truetype' = 'woff2', root = process.cwd()): Promise<LanguageNameFont[]> {
  const require = createRequire(`${root}/`);
  return Promise.all(
    TRANSLATIONS.map(async (lang) => {
      const text = LANGUAGE_NAMES[lang];
      const source = fs.readFileSync(require.resolve(SCRIPT_FONT_FILES[lang]));
      const font = await subsetFont(source, text, { targetFormat: format, variationAxes: { wght: LANGUAGE_NAMES_FONT.wght } });
      return { lang, text, unicodeRange: unicodeRangeOf(text), font };
    }),
  );
}

/** A language name's file as written: its name beside the site script, and the characters it draws. */
export interface LanguageNameFace {
  lang: Translation;
  /** The file name, e.g. language-names-kn-3F2A9C1B.woff2 (the hash changes with the file). */
  file: string;
  unicodeRange: string;
}

/** Makes the files (languageNameFonts) and writes them into `dir` under hashed names; stops the build when one is over LANGUAGE_NAME_FONT_BUDGET. Logs their sizes. */
export async function writeLanguageNameFonts(dir: string, root = process.cwd()): Promise<LanguageNameFace[]> {
  const all = await languageNameFonts('woff2', root);
  const over = all.filter((f) => f.font.length > LANGUAGE_NAME_FONT_BUDGET);
  if (over.length) throw new Error(`language-names-font: over ${LANGUAGE_NAME_FONT_BUDGET} bytes: ${over.map((f) => `${f.lang} ${f.font.length}`).join(', ')}`);
  console.log(`language-names-font: ${all.map((f) => `${f.text} ${(f.font.length / 1024).toFixed(1)} KB`).join(', ')}`);
  fs.mkdirSync(dir, { recursive: true });
  return all.map(({ lang, unicodeRange, font }) => {
    const file = `language-names-${lang}-${createHash('sha256').update(font).digest('hex').slice(0, 8).toUpperCase()}.woff2`;
    fs.writeFileSync(path.join(dir, file), font);
    return { lang, file, unicodeRange };
  });
}
