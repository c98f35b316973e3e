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
 * The site script imports them through a module the bundle makes
 * (languageNamesFontPlugin, islands/site/assets.d.ts): esbuild writes each
 * file beside the script under a hashed name, like the other fonts.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Plugin } from 'esbuild';
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

/** The module the site script imports the files from. */
export const LANGUAGE_NAMES_FONT_MODULE = 'virtual:language-names-font';

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

/**
 * Makes `virtual:language-names-font` for the site script: a list of
 * { file, unicodeRange }, one per language name, each file a font the bundle
 * writes under a hashed name (esbuild's file loader). Logs their sizes.
 */
export function languageNamesFontPlugin(root = process.cwd()): Plugin {
  return {
    name: 'language-names-font',
    setup(build) {
      let made: Promise<LanguageNameFont[]> | undefined;
      const fonts = () => (made ??= languageNameFonts('woff2', root));
      build.onResolve({ filter: /^virtual:language-names-font$/ }, () => ({ path: 'index.js', namespace: 'language-names-font' }));
      // each file as a path of its own, so esbuild's file loader names it language-names-kn-[hash].woff2
      build.onResolve({ filter: /^\.\/language-names-[a-z]+\.woff2$/, namespace: 'language-names-font' }, (args) => ({
        path: args.path.slice(2),
        namespace: 'language-names-font',
      }));
      build.onLoad({ filter: /\.woff2$/, namespace: 'language-names-font' }, async (args) => {
        const lang = /^language-names-(?<lang>[a-z]+)\.woff2$/.exec(args.path)?.groups?.lang;
        const found = (await fonts()).find((f) => f.lang === lang);
        if (!found) throw new Error(`language-names-font: no language ${lang}`);
        return { contents: found.font, loader: 'file' };
      });
      build.onLoad({ filter: /^index\.js$/, namespace: 'language-names-font' }, async () => {
        const all = await fonts();
        const over = all.filter((f) => f.font.length > LANGUAGE_NAME_FONT_BUDGET);
        if (over.length) throw new Error(`language-names-font: over ${LANGUAGE_NAME_FONT_BUDGET} bytes: ${over.map((f) => `${f.lang} ${f.font.length}`).join(', ')}`);
        console.log(`language-names-font: ${all.map((f) => `${f.text} ${(f.font.length / 1024).toFixed(1)} KB`).join(', ')}`);
        const imports = all.map((f, i) => `import f${i} from './language-names-${f.lang}.woff2';`).join('\n');
        const list = all.map((f, i) => `{ file: f${i}, unicodeRange: ${JSON.stringify(f.unicodeRange)} }`).join(', ');
        return { contents: `${imports}\nexport default [${list}];\n`, loader: 'js' };
      });
    },
  };
}
