/**
 * Makes every picture variant the Picture component asks for: each source
 * file under content/images (SVG artwork or a JPEG/PNG/WebP photograph) is
 * cropped to its folder's shape and written as WebP in each width.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { formatFor, heightFor } from '../images';
import { assetPaths, outputPath } from '../routes';

export interface ImageBuildResult {
  written: number;
  kept: number;
  sources: number;
}

async function renderVariants(source: string, src: string, publicDir: string, force: boolean): Promise<{ written: number; kept: number }> {
  const format = formatFor(src);
  const sourceTime = fs.statSync(source).mtimeMs;
  let written = 0;
  let kept = 0;
  for (const width of format.widths) {
    const target = path.join(publicDir, outputPath(assetPaths.pictureVariant(src, width)));
    if (!force && fs.existsSync(target) && fs.statSync(target).mtimeMs >= sourceTime) {
      kept++;
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // SVG artwork is rasterised at a density high enough for the widest variant.
    const image = src.endsWith('.svg') ? sharp(source, { density: 144 }) : sharp(source);
    await image
      .rotate()
      .resize({ width, height: heightFor(format, width), fit: 'cover', position: 'attention' })
      .webp({ quality: 78, effort: 4 })
      .toFile(target);
    written++;
  }
  return { written, kept };
}

/** Builds the variants of the given sources (paths relative to imagesDir), two at a time. */
export async function buildImages(options: {
  imagesDir: string;
  publicDir: string;
  sources: string[];
  force?: boolean;
}): Promise<ImageBuildResult> {
  const queue = [...new Set(options.sources)].sort();
  const total = queue.length;
  let written = 0;
  let kept = 0;
  const worker = async () => {
    for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
      const result = await renderVariants(path.join(options.imagesDir, src), src, options.publicDir, options.force ?? false);
      written += result.written;
      kept += result.kept;
    }
  };
  await Promise.all([worker(), worker()]);
  return { written, kept, sources: total };
}
