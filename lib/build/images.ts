/**
 * Makes every picture variant the Picture component asks for: each source
 * file under content/images (SVG artwork or a JPEG/PNG/WebP photograph) is
 * cropped to its folder's shape and written as WebP in each width.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { formatFor, heightFor, largestWidthFor } from '../images';
import { assetPaths, outputPath } from '../routes';

/** A picture the build could not turn into variants, named as the editor wrote it. */
export class PictureBuildError extends Error {
  constructor(
    readonly src: string,
    cause: unknown,
  ) {
    super(
      `could not make the web sizes of picture "${src}" (content/images/${src}): ${cause instanceof Error ? cause.message : String(cause)}; run npm run content:check, or export the picture again`,
    );
    this.name = 'PictureBuildError';
  }
}

export interface ImageBuildResult {
  written: number;
  kept: number;
  sources: number;
}

/**
 * The density to rasterise SVG artwork at: twice the drawing's own size, or
 * more if that is still smaller than the largest variant (largestWidthFor,
 * the same size the content check asks of photographs).
 */
export async function svgDensity(source: string, src: string): Promise<number> {
  const { width = 0, height = 0 } = await sharp(source).metadata(); // at 72 dpi: the drawing's own size
  const needWidth = largestWidthFor(src);
  const needHeight = heightFor(formatFor(src), needWidth);
  const scale = width > 0 && height > 0 ? Math.max(needWidth / width, needHeight / height) : 1;
  return Math.max(144, Math.ceil(72 * scale));
}

async function renderVariants(source: string, src: string, publicDir: string, force: boolean): Promise<{ written: number; kept: number }> {
  const format = formatFor(src);
  const sourceTime = fs.statSync(source).mtimeMs;
  let written = 0;
  let kept = 0;
  let density: number | undefined;
  for (const width of format.widths) {
    const target = path.join(publicDir, outputPath(assetPaths.pictureVariant(src, width)));
    if (!force && fs.existsSync(target) && fs.statSync(target).mtimeMs >= sourceTime) {
      kept++;
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // SVG artwork is rasterised at a density high enough for the widest variant.
    if (src.endsWith('.svg')) density ??= await svgDensity(source, src);
    const image = src.endsWith('.svg') ? sharp(source, { density }) : sharp(source);
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
      const source = src;
      const result = await renderVariants(path.join(options.imagesDir, src), src, options.publicDir, options.force ?? false).catch((error: unknown) => {
        throw new PictureBuildError(source, error);
      });
      written += result.written;
      kept += result.kept;
    }
  };
  await Promise.all([worker(), worker()]);
  return { written, kept, sources: total };
}
