/**
 * The fonts a phone has, for the bench's browsers.
 *
 * Every Android phone ships a Noto font for each Indian script (an iPhone
 * its own Kannada and Devanagari faces), so a phone lays a Kannada or Hindi
 * page out in a system font from the first paint. A lab machine may have
 * none: this one has DejaVu only. Chromium then looks for a fallback font
 * for every run of Kannada text, finds none and draws boxes, and measured on
 * the bench's 4× slower CPU that search was one long task of 200-450 ms on
 * a Kannada page (Total Blocking Time 240-450 ms) which no phone pays: with
 * a Kannada system font the same pages block for 0 ms.
 *
 * So the bench gives its Chromium what a phone has: the script fonts the
 * site itself ships (SCRIPT_FONT_FILES, the Noto files of @fontsource),
 * whole, as TrueType (subset-font keeping every glyph), in a folder, and a fontconfig file that adds that
 * folder to the machine's own configuration (FONTCONFIG_FILE in the
 * browser's environment). Nothing is installed on the machine; the pages
 * still fetch their web fonts as on a phone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { TRANSLATIONS } from '../i18n/languages';
import { SCRIPT_FONT_FILES } from '../build/language-names-font';

/** Where the machine's own fontconfig keeps its configuration, included first. */
export const SYSTEM_FONTCONFIG = '/etc/fonts/fonts.conf';

/** The fontconfig file: the machine's configuration, then the folder of phone fonts. */
export function fontconfigFile(fontDir: string, system = SYSTEM_FONTCONFIG): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escape(system)}</include>`,
    `  <dir>${escape(fontDir)}</dir>`,
    `  <cachedir>${escape(path.join(fontDir, 'cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** subset-font's options with keepAllGlyphs (the whole font, converted), which its types lack. */
type WholeFontOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepAllGlyphs?: boolean };

export interface PhoneFonts {
  /** The environment to start Chromium with. */
  env: { FONTCONFIG_FILE: string };
  /** The TrueType files, one per language besides English. */
  files: string[];
}

/** Writes the phone's script fonts and their fontconfig file into `dir`; returns the browser's environment. */
export async function phoneFonts(dir = path.join(os.tmpdir(), 'hasiru-bench-fonts'), root = process.cwd()): Promise<PhoneFonts> {
  const require = createRequire(`${root}/`);
  fs.mkdirSync(dir, { recursive: true });
  const files = await Promise.all(
    TRANSLATIONS.map(async (lang) => {
      const source = require.resolve(SCRIPT_FONT_FILES[lang]);
      const file = path.join(dir, `${path.basename(source, '.woff2')}.ttf`);
      fs.writeFileSync(file, await subsetFont(fs.readFileSync(source), '', { targetFormat: 'truetype', keepAllGlyphs: true } as WholeFontOptions));
      return file;
    }),
  );
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(config, fontconfigFile(dir));
  return { env: { FONTCONFIG_FILE: config }, files };
}
