/**
 * Open Graph pictures (1200×630) made at build time from the artwork: the
 * page's own illustration with the hospital's logo mark in a white corner card.
 * No text is drawn, so no font is needed on the build machine.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OG_HEIGHT, OG_WIDTH } from '../images';

/**
 * Where each Open Graph picture records what it was made from: a digest of its source picture, the logo and
 * the drawing. A picture is named after its page, not its source, so a newer file is not enough to call it
 * up to date: a department that takes another (older) picture, or a build from other content into the same
 * public/, must draw it again.
 */
export const OG_SOURCES_FILE = path.join('node_modules', '.cache', 'hospital-site', 'og-sources.json');

function readSources(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export async function buildOgImage(options: {
  source: string;
  logo: string;
  target: string;
  /** Portraits are shown whole beside the logo rather than cropped to the wide frame. */
  portrait?: boolean;
  force?: boolean;
  /** The record of what each picture was made from (OG_SOURCES_FILE by default). */
  sourcesFile?: string;
}): Promise<boolean> {
  const { source, logo, target } = options;
  const sourcesFile = options.sourcesFile ?? OG_SOURCES_FILE;
  const digest = createHash('sha256');
  for (const file of [source, logo, fileURLToPath(import.meta.url)]) digest.update(fs.readFileSync(file));
  const madeFrom = `${digest.digest('base64url')}${options.portrait ? ' portrait' : ''}`;
  const key = path.resolve(target);
  if (!options.force && fs.existsSync(target) && readSources(sourcesFile)[key] === madeFrom) return false;
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
  fs.mkdirSync(path.dirname(sourcesFile), { recursive: true });
  fs.writeFileSync(sourcesFile, `${JSON.stringify({ ...readSources(sourcesFile), [key]: madeFrom }, null, 1)}\n`);
  return true;
}
