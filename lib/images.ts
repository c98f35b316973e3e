import { assetPaths } from './routes';

/**
 * Picture formats. A picture's folder under content/images decides its shape
 * (aspect ratio) and the widths the build makes of it, so an editor who drops
 * a photograph into doctors/ gets square portraits without touching code.
 * Shared by the image build step, the Picture component and the tests.
 */
export interface PictureFormat {
  /** Folder prefix under content/images. */
  folder: string;
  ratio: readonly [number, number];
  widths: readonly number[];
}

export const PICTURE_FORMATS: readonly PictureFormat[] = [
  { folder: 'slides/large/', ratio: [12, 5], widths: [960, 1440, 1920] },
  { folder: 'slides/small/', ratio: [4, 3], widths: [480, 720, 960] },
  { folder: 'brand/', ratio: [1, 1], widths: [96, 192] },
  { folder: 'departments/', ratio: [3, 2], widths: [480, 960, 1440] },
  { folder: 'services/', ratio: [4, 3], widths: [400, 800] },
  { folder: 'articles/', ratio: [16, 9], widths: [480, 960, 1440] },
  { folder: 'gallery/', ratio: [4, 3], widths: [480, 960, 1440] },
  { folder: 'doctors/', ratio: [1, 1], widths: [240, 480] },
  { folder: 'testimonials/', ratio: [1, 1], widths: [96, 192] },
  { folder: 'filter/', ratio: [1, 1], widths: [120, 240] },
  { folder: 'tiles/', ratio: [4, 3], widths: [320, 640] },
  { folder: 'home/', ratio: [4, 3], widths: [480, 720, 960, 1440] },
  { folder: 'about/', ratio: [4, 3], widths: [480, 960, 1440] },
];

/** The Open Graph pictures' size, px: lib/build/og.ts draws them, lib/seo/metadata.ts states it in every page's head. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export const DEFAULT_FORMAT: PictureFormat = { folder: '', ratio: [4, 3], widths: [480, 960] };

export function formatFor(src: string): PictureFormat {
  return PICTURE_FORMATS.find((f) => src.startsWith(f.folder)) ?? DEFAULT_FORMAT;
}

export function heightFor(format: PictureFormat, width: number): number {
  return Math.round((width * format.ratio[1]) / format.ratio[0]);
}

/**
 * The widest a picture is shown on the site: its folder's largest variant
 * (also the plain src of its <img>). A photograph needs at least this width,
 * and the height of its folder's shape at that width, or the build would
 * enlarge it; the content check (lib/content/pictures.ts) refuses smaller
 * ones. (The 1200 × 630 Open Graph pictures come from departments/, articles/
 * and slides/large/, whose largest variants are bigger; a doctor's square
 * portrait is drawn 630 px high there, slightly enlarged from 480.)
 */
export function largestWidthFor(src: string): number {
  return Math.max(...formatFor(src).widths);
}

/** Every variant a picture needs, with its intrinsic size and its public path (lib/routes assetPaths.pictureVariant, without the base path). */
export function variantsOf(src: string): { width: number; height: number; path: string }[] {
  const format = formatFor(src);
  return format.widths.map((width) => ({ width, height: heightFor(format, width), path: assetPaths.pictureVariant(src, width) }));
}
