import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_FONTCONFIG, fontconfigFile, phoneFonts, type PhoneFonts } from '@/lib/bench/phone-fonts';
import { LANGUAGE_NAMES, TRANSLATIONS } from '@/lib/i18n/languages';

/** The glyph ids HarfBuzz shapes `text` into with a TrueType font (0 is .notdef, a missing glyph). */
function glyphsOf(font: Buffer, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(new hb.Face(new hb.Blob(font))), buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => g.codepoint);
}

describe("the bench browsers' phone fonts (lib/bench/phone-fonts.ts)", () => {
  let dir: string;
  let fonts: PhoneFonts;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-fonts-'));
    fonts = await phoneFonts(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes one whole TrueType font per translated language, which draws that language (its name) with no missing glyph', () => {
    expect(fonts.files).toHaveLength(TRANSLATIONS.length);
    TRANSLATIONS.forEach((lang, i) => {
      const font = fs.readFileSync(fonts.files[i]!);
      expect(font.readUInt32BE(0), `${lang}: a TrueType file`).toBe(0x00010000);
      // the whole font, not a cut: far more than the few glyphs of one word
      expect(new hb.Face(new hb.Blob(font)).collectUnicodes().length, lang).toBeGreaterThan(100);
      const glyphs = glyphsOf(font, LANGUAGE_NAMES[lang]);
      expect(glyphs.length, lang).toBeGreaterThan(0);
      expect(glyphs.filter((g) => g === 0), `${lang}: .notdef`).toEqual([]);
    });
  });

  it("hands the browser a fontconfig file that keeps the machine's fonts and adds the folder", () => {
    const file = fonts.env.FONTCONFIG_FILE;
    expect(path.dirname(file)).toBe(dir);
    const config = fs.readFileSync(file, 'utf8');
    expect(config).toBe(fontconfigFile(dir));
    expect(config.indexOf(`<include ignore_missing="yes">${SYSTEM_FONTCONFIG}</include>`)).toBeGreaterThan(0);
    expect(config.indexOf(`<dir>${dir}</dir>`)).toBeGreaterThan(config.indexOf('<include'));
    expect(fontconfigFile('/tmp/a&b<c')).toContain('<dir>/tmp/a&amp;b&lt;c</dir>');
  });
});
