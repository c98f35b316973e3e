/**
 * Draws the site's SVG illustrations from the content JSON.
 *
 *   npx tsx scripts/artwork/generate.ts            # only pictures that are missing
 *   npx tsx scripts/artwork/generate.ts --force    # redraw every picture
 *   npx tsx scripts/artwork/generate.ts --content /tmp/c --images /tmp/i
 *
 * Environment: ARTWORK_CONTENT_DIR / ARTWORK_IMAGES_DIR do the same as the
 * options. Output is deterministic: a picture depends only on its src path
 * and alt text.
 */
import { generateArtwork } from './main';

export { generateArtwork, renderArtwork, collectPictures } from './main';
export type { ArtworkOptions, ArtworkResult, PictureRef } from './main';

function parseArgs(argv: readonly string[]): { force: boolean; contentDir?: string; imagesDir?: string } {
  const out: { force: boolean; contentDir?: string; imagesDir?: string } = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (flag: string): string => {
      const eq = a?.startsWith(flag + '=') ? a.slice(flag.length + 1) : undefined;
      if (eq !== undefined) return eq;
      const next = argv[++i];
      if (!next) throw new Error(`${flag} needs a folder`);
      return next;
    };
    if (a === '--force' || a === '-f') out.force = true;
    else if (a === '--content' || a?.startsWith('--content=')) out.contentDir = value('--content');
    else if (a === '--images' || a?.startsWith('--images=')) out.imagesDir = value('--images');
    else if (a === '--help' || a === '-h') {
      console.log('usage: npx tsx scripts/artwork/generate.ts [--force] [--content DIR] [--images DIR]');
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return out;
}

const entry = process.argv[1] ?? '';
if (/scripts[\\/]artwork[\\/]generate(\.ts)?$/.test(entry)) {
  try {
    generateArtwork(parseArgs(process.argv.slice(2)));
  } catch (err) {
    console.error(`artwork: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
