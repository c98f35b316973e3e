/**
 * The site's web fonts. The site script loads them (islands/site/fonts.ts;
 * islands/site/index.ts imports the files so the bundle copies them under
 * hashed names); app/globals.css names the families in the font stack, ahead
 * of the phone's own fonts.
 *
 * The body font: Source Sans 3 (a humanist sans, DESIGN.md), the Latin subset
 * of the variable font from @fontsource-variable/source-sans-3.
 */
import type { Translation } from './i18n/languages';

export const BODY_FONT = { family: 'Source Sans 3', weight: '200 900' } as const;

/**
 * A language's font: Noto Sans Kannada or Noto Sans Devanagari, the script's
 * subset alone of the variable font (wght axis, normal style) from
 * @fontsource-variable/noto-sans-kannada and -devanagari. Only that
 * language's pages load it; its unicode-range (fontsource's CSS for the
 * subset) lets Source Sans 3 keep the Latin text.
 */
export const LANGUAGE_FONTS: Record<Translation, { family: string; weight: string; unicodeRange: string }> = {
  kn: {
    family: 'Noto Sans Kannada',
    weight: '100 900',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    weight: '100 900',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
};

/**
 * The language switcher's face: the other languages' names in their own
 * script ("ಕನ್ನಡ", "हिन्दी", lib/i18n/languages.ts LANGUAGE_NAMES) on every
 * page, so a device without a Kannada or Devanagari font draws them too,
 * without the 100 KB script fonts. One tiny file per language, made by the
 * build from LANGUAGE_NAMES (lib/build/language-names-font.ts): that name's
 * glyphs alone, with the shaping they need (conjuncts, vowel signs), at the
 * switcher's weight. The site script adds a face for each under this family,
 * limited to its name's characters (unicode-range), so the browser fetches a
 * file only for a name the page draws in this family: the switcher's links
 * alone name it (app/globals.css, --font-language-names), and no other text
 * can pick it up.
 */
export const LANGUAGE_NAMES_FONT = { family: 'Language Names', weight: '400', wght: 400 } as const;

/** The characters a language's name is drawn with, as a CSS unicode-range ("U+0C95,U+0CA1,U+0CA8"); runs of code points joined ("U+0939-093A"). */
export function unicodeRangeOf(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs: Array<[number, number]> = [];
  for (const p of points) {
    const last = runs[runs.length - 1];
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

