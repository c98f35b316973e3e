import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONT_BUDGET, SCRIPT_FONT_FILES, languageNameFonts, type LanguageNameFont } from '@/lib/build/language-names-font';
import { LANGUAGE_NAMES_FONT, unicodeRangeOf } from '@/lib/fonts';
import { LANGUAGE_NAMES, LANGUAGES, TRANSLATIONS } from '@/lib/i18n/languages';

const require = createRequire(import.meta.url);
/** subset-font's options, with keepAllGlyphs (the whole font, converted), which its types lack. */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepAllGlyphs?: boolean };

/** The name shaped by HarfBuzz with a font (TrueType), at the switcher's weight: each glyph and where it goes. */
function shape(font: Buffer, text: string) {
  const face = new hb.Face(new hb.Blob(font));
  const hbFont = new hb.Font(face);
  hbFont.setVariations([new hb.Variation('wght', LANGUAGE_NAMES_FONT.wght)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return { glyphs: buffer.getGlyphInfosAndPositions(), unicodes: [...face.collectUnicodes()] };
}

const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

describe('the language switcher\'s font (lib/build/language-names-font.ts)', () => {
  let woff2: LanguageNameFont[];
  let truetype: LanguageNameFont[];
  beforeAll(async () => {
    [woff2, truetype] = await Promise.all([languageNameFonts('woff2'), languageNameFonts('truetype')]);
  });

  it('is made for every language name not in Latin letters, from LANGUAGE_NAMES', () => {
    const nonLatin = LANGUAGES.filter((l) => /[^\p{Script=Latin}\s]/u.test(LANGUAGE_NAMES[l]));
    expect(nonLatin.sort()).toEqual([...TRANSLATIONS].sort());
    expect(woff2.map((f) => [f.lang, f.text])).toEqual(TRANSLATIONS.map((l) => [l, LANGUAGE_NAMES[l]]));
  });

  it('holds every character of each name, and nothing else (no Latin: it cannot take other text)', () => {
    for (const { lang, text, font } of truetype) expect(shape(font, text).unicodes.sort((a, b) => a - b), lang).toEqual(codePoints(text));
  });

  it('shapes each name with no missing glyph, exactly as the full script font does (conjuncts, vowel signs, virama)', async () => {
    for (const { lang, text, font } of truetype) {
      const subset = shape(font, text).glyphs;
      expect(subset.length, lang).toBeGreaterThan(0);
      expect(subset.filter((g) => g.codepoint === 0), `${lang}: .notdef`).toEqual([]);
      const full = await subsetFont(fs.readFileSync(require.resolve(SCRIPT_FONT_FILES[lang])), '', { targetFormat: 'truetype', keepAllGlyphs: true } as SubsetOptions);
      const whole = shape(full, text).glyphs;
      // the same glyphs in the same places: clusters, advances and offsets (glyph ids differ: the subset numbers its own)
      const layout = (gs: typeof subset) => gs.map(({ cluster, xAdvance, xOffset, yOffset }) => ({ cluster, xAdvance, xOffset, yOffset }));
      expect(layout(subset), lang).toEqual(layout(whole));
    }
    // ಕನ್ನಡ: ನ್ನ is one conjunct, so fewer glyphs than characters
    const kn = truetype.find((f) => f.lang === 'kn')!;
    expect(shape(kn.font, kn.text).glyphs.length).toBeLessThan([...kn.text].length);
  });

  it(`stays small: each file under ${LANGUAGE_NAME_FONT_BUDGET / 1024} KB`, () => {
    for (const { lang, font } of woff2) {
      expect(font.subarray(0, 4).toString('latin1'), lang).toBe('wOF2');
      expect(font.length, lang).toBeLessThan(LANGUAGE_NAME_FONT_BUDGET);
    }
  });

  it('gives each face the name\'s characters as its unicode-range', () => {
    for (const { text, unicodeRange } of woff2) expect(unicodeRange).toBe(unicodeRangeOf(text));
    expect(unicodeRangeOf('ಕನ್ನಡ')).toBe('U+0C95,U+0CA1,U+0CA8,U+0CCD');
    expect(unicodeRangeOf('हिन्दी')).toBe('U+0926,U+0928,U+0939,U+093F-0940,U+094D');
    expect(unicodeRangeOf('cab')).toBe('U+0061-0063');
  });
});
