/**
 * The site's icons, drawn at build time (`npm run images`) from the one logo
 * of content/site.json: the SVG icon (the logo drawing itself), favicon.ico
 * (16, 32 and 48 px PNGs in an ICO container), the Apple touch icon and the
 * 192 and 512 px app icons, plain and maskable (lib/site-icons.ts lists them).
 * They do not depend on the base path, so they go into public/ like the
 * picture variants; the manifest, which does, is app/manifest.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteColours } from '../palette';
import { assetPaths, outputPath } from '../routes';
import { FAVICON_SIZES, PNG_ICONS, SVG_ICON, maskableLogoSize, type IconStyle } from '../site-icons';

/**
 * An ICO file holding the given PNG pictures (PNG-in-ICO, read by every
 * browser since Internet Explorer 9 and by Windows since Vista): a 6-byte
 * header, one 16-byte directory entry per picture, then the PNGs themselves.
 */
export function icoFile(pictures: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length + 16 * pictures.length;
  const entries = pictures.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`ico: a picture of ${size} px cannot go into an ICO file (1 to 256)`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // colours in the palette: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pictures.map((p) => p.png)]);
}

/** What in an SVG drawing would run code or fetch something when it is served on its own as the site's icon. */
const UNSAFE_SVG: { test: RegExp; what: string }[] = [
  { test: /<script\b/i, what: 'a script' },
  { test: /<foreignObject\b/i, what: 'a foreignObject (embedded HTML)' },
  { test: /\son[a-z]+\s*=/i, what: 'an event handler attribute (on…=)' },
  { test: /\s(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)/i, what: 'a link to another file' },
  { test: /url\(\s*['"]?\s*(?!#|data:image\/)/i, what: 'a url() to another file' },
  { test: /<!ENTITY\b/i, what: 'an XML entity' },
];

/** The logo's drawing as the SVG icon; throws naming what makes a drawing unfit to be served on its own. */
export function svgIconOf(svg: string): string {
  const text = svg.replace(/^\uFEFF/, '').trim();
  const found = UNSAFE_SVG.find((u) => u.test.test(text));
  if (found) throw new Error(`the logo drawing has ${found.what}; an icon must be a self-contained drawing: export it again as plain SVG`);
  return `${text}\n`;
}

/** The logo as a square RGBA PNG of `size` px, cropped to a square as the site shows it (brand/ pictures are square). */
async function logoSquare(logo: string, size: number): Promise<Buffer> {
  let image = sharp(logo);
  if (logo.toLowerCase().endsWith('.svg')) {
    // rasterised at the density that draws its shorter side at `size` px, so small icons stay crisp
    const { width = size, height = size } = await image.metadata();
    image = sharp(logo, { density: (72 * size) / Math.min(width, height) });
  }
  return image
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .ensureAlpha()
    .png()
    .toBuffer();
}

/** One PNG icon of the logo, drawn in its style (see IconStyle). */
export async function iconPng(logo: string, size: number, style: IconStyle, colours: Pick<SiteColours, 'iconBackground'>): Promise<Buffer> {
  const png = { compressionLevel: 9, adaptiveFiltering: true } as const;
  if (style === 'any') return sharp(await logoSquare(logo, size)).png(png).toBuffer();
  const inner = style === 'maskable' ? maskableLogoSize(size) : size;
  const drawn = await sharp({ create: { width: size, height: size, channels: 3, background: colours.iconBackground } })
    .composite([{ input: await logoSquare(logo, inner), gravity: 'centre' }])
    .png()
    .toBuffer();
  // sharp composites last in a pipeline, so the alpha channel it adds is dropped in a second one: an opaque icon
  return sharp(drawn).flatten({ background: colours.iconBackground }).png(png).toBuffer();
}

/** Every file this step writes, as site paths. */
export function iconFiles(): string[] {
  return [assetPaths.favicon(), assetPaths.siteIcon(SVG_ICON), ...PNG_ICONS.map((i) => assetPaths.siteIcon(i.file))];
}

/**
 * Draws every icon into publicDir. Skipped (false) when every file is newer
 * than the logo and the stylesheet its colours come from, unless forced.
 */
export async function buildSiteIcons(options: {
  logo: string;
  publicDir: string;
  colours: SiteColours;
  /** Files the icons depend on besides the logo (the stylesheet of the palette). */
  dependsOn?: string[];
  force?: boolean;
}): Promise<boolean> {
  const { logo, publicDir, colours } = options;
  const target = (sitePath: string) => path.join(publicDir, outputPath(sitePath));
  const newest = Math.max(...[logo, ...(options.dependsOn ?? [])].map((f) => fs.statSync(f).mtimeMs));
  if (!options.force && iconFiles().every((f) => fs.existsSync(target(f)) && fs.statSync(target(f)).mtimeMs >= newest)) return false;

  const write = (sitePath: string, data: Buffer | string) => {
    fs.mkdirSync(path.dirname(target(sitePath)), { recursive: true });
    fs.writeFileSync(target(sitePath), data);
  };
  for (const icon of PNG_ICONS) write(assetPaths.siteIcon(icon.file), await iconPng(logo, icon.size, icon.style, colours));
  write(assetPaths.favicon(), icoFile(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await iconPng(logo, size, 'any', colours) })))));
  // The vector icon is the drawing itself; a photograph used as the logo is wrapped in one.
  if (logo.toLowerCase().endsWith('.svg')) write(assetPaths.siteIcon(SVG_ICON), svgIconOf(fs.readFileSync(logo, 'utf8')));
  else {
    const size = 192;
    const data = (await iconPng(logo, size, 'any', colours)).toString('base64');
    write(
      assetPaths.siteIcon(SVG_ICON),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${data}"/></svg>\n`,
    );
  }
  return true;
}
