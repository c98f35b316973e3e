/**
 * Open Graph pictures (1200×630) made at build time from the artwork: the
 * page's own illustration with the hospital's logo mark in a white corner card.
 * No text is drawn, so no font is needed on the build machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export async function buildOgImage(options: {
  source: string;
  logo: string;
  target: string;
  /** Portraits are shown whole beside the logo rather than cropped to the wide frame. */
  portrait?: boolean;
  force?: boolean;
}): Promise<boolean> {
  const { source, logo, target } = options;
  if (!options.force && fs.existsSync(target) && fs.statSync(target).mtimeMs >= Math.max(fs.statSync(source).mtimeMs, fs.statSync(logo).mtimeMs)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const art = await sharp(source, { density: 144 })
    .resize(OG_WIDTH, OG_HEIGHT, options.portrait ? { fit: 'contain', position: 'right', background: '#eef7f7' } : { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
  const mark = await sharp(logo, { density: 288 }).resize(112, 112).png().toBuffer();
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="152" height="152"><rect width="152" height="152" rx="28" fill="#ffffff"/></svg>`,
  );
  await sharp(art)
    .composite([
      { input: card, left: 48, top: OG_HEIGHT - 200 },
      { input: mark, left: 68, top: OG_HEIGHT - 180 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
  return true;
}
