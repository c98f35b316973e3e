/**
 * The plain-HTML floor of `npm run bench` (issue 14): a page with a title, a
 * heading, a paragraph and one picture, and no JavaScript and no CSS. The
 * bench writes it into the served build folder for the length of a run, so
 * the same server sends it with the same compression and headers as the
 * site's pages, and judges LCP and "main thread quiet" against it.
 */
import { variantsOf } from '../images';
import { pageFile } from '../routes';

/**
 * Where the floor lives while the bench runs: a folder whose name starts
 * with "_", which the site has no route for and which lib/build/pages.ts
 * (discoverPages) passes over.
 */
export const FLOOR_PATH = '/__bench-floor/';

/** The floor's HTML file, relative to the build folder. */
export const floorFile = (): string => pageFile(FLOOR_PATH);

/** What the floor's picture is chosen from: the home page's slides (the phone picture) and the site's logo. */
export interface FloorContent {
  home: { slides: readonly { small: { src: string; alt: string } }[] };
  site: { logo: { src: string; alt: string } };
}

export interface FloorPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** the variants' public paths with their widths, smallest first */
  variants: { path: string; width: number }[];
}

/**
 * The floor's picture: the first home slide's phone picture, else the next
 * slide's, else the logo; the first of them whose every WebP variant is in
 * the build (`exists` is asked with each variant's public path).
 */
export function floorPicture(content: FloorContent, exists: (publicPath: string) => boolean): FloorPicture | undefined {
  const candidates = [...content.home.slides.map((s) => s.small), content.site.logo];
  for (const { src, alt } of candidates) {
    const variants = variantsOf(src);
    if (variants.length === 0 || !variants.every((v) => exists(v.path))) continue;
    const largest = variants[variants.length - 1]!;
    return { src, alt, width: largest.width, height: largest.height, variants: variants.map((v) => ({ path: v.path, width: v.width })) };
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How wide the floor draws its picture, in CSS px: within the narrowest common phone (360 px) with the page's margins. */
export const FLOOR_PICTURE_WIDTH = 340;

/**
 * The floor's HTML. No CSS at all (a Content-Security-Policy for every path
 * would refuse inline styles, and the floor must be the same page under any
 * policy): the picture's width and height attributes draw it
 * FLOOR_PICTURE_WIDTH px wide on every screen, and srcset lets the browser
 * pick the variant it needs for that width.
 */
export function floorHtml(picture: FloorPicture): string {
  const srcset = picture.variants.map((v) => `${v.path} ${v.width}w`).join(', ');
  const width = Math.min(FLOOR_PICTURE_WIDTH, picture.width);
  const height = Math.round((width * picture.height) / picture.width);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Plain HTML floor</title>',
    '<meta name="description" content="A page with one picture and no JavaScript, measured beside the site by npm run bench.">',
    '</head>',
    '<body>',
    '<h1>Plain HTML floor</h1>',
    '<p>One heading, one paragraph and one picture, with no script: the fastest a page of this site could be on the same server.</p>',
    `<img src="${escapeHtml(picture.variants[picture.variants.length - 1]!.path)}" srcset="${escapeHtml(srcset)}" sizes="${width}px" width="${width}" height="${height}" alt="${escapeHtml(picture.alt)}">`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
