/**
 * The site's icons (browser tab, bookmarks, home screen) and its web app
 * manifest: which files there are, their sizes and how each is drawn from the
 * logo, the <link>s every page carries and the manifest's fields. Pure (no
 * Node modules); lib/build/icons.ts draws the files with sharp in
 * `npm run images`, app/layout.tsx links them and app/manifest.ts writes the
 * manifest, so the three cannot disagree.
 */
import type { Site } from './content/schema';
import type { SiteColours } from './palette';
import { assetPaths, href, paths } from './routes';

/** The sizes of the PNG pictures inside favicon.ico (PNG-in-ICO). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * How a PNG icon shows the logo:
 * - `any`: the logo filling the square, transparent around it (tabs, bookmarks, app icons);
 * - `apple`: the logo on the icon background, opaque (iOS fills transparency with black and rounds the corners itself);
 * - `maskable`: the logo inside the safe zone (the centre circle of 80% of the width) on the icon background,
 *   so whatever shape Android cuts the icon to, none of the logo is lost.
 */
export type IconStyle = 'any' | 'apple' | 'maskable';

export interface PngIcon {
  file: string;
  size: number;
  style: IconStyle;
}

/** The vector icon: the logo drawing itself. */
export const SVG_ICON = 'icon.svg';

/** Every PNG icon, by its file under assetPaths.siteIcon. */
export const PNG_ICONS: readonly PngIcon[] = [
  { file: 'apple-touch-icon.png', size: 180, style: 'apple' },
  { file: 'icon-192.png', size: 192, style: 'any' },
  { file: 'icon-512.png', size: 512, style: 'any' },
  { file: 'icon-maskable-192.png', size: 192, style: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, style: 'maskable' },
];

/** The largest size any icon is drawn at: a photograph used as the logo is enlarged below it. */
export const LARGEST_ICON = Math.max(...PNG_ICONS.map((i) => i.size));

/** The side of the logo in a maskable icon of this size: the largest square inside the safe zone's circle (diameter 80%). */
export function maskableLogoSize(size: number): number {
  return Math.floor((size * 0.8) / Math.SQRT2);
}

/** The <link>s of the icons for Next's metadata (app/layout.tsx), with the base path. */
export function iconLinks() {
  const apple = PNG_ICONS.find((i) => i.style === 'apple')!;
  return {
    icon: [
      { url: href(assetPaths.favicon()), sizes: FAVICON_SIZES.map((s) => `${s}x${s}`).join(' ') },
      { url: href(assetPaths.siteIcon(SVG_ICON)), type: 'image/svg+xml' },
    ],
    apple: [{ url: href(assetPaths.siteIcon(apple.file)), sizes: `${apple.size}x${apple.size}` }],
  };
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The fields of the web app manifest this site writes (a subset of Next's MetadataRoute.Manifest). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/**
 * The web app manifest: names from content/site.json, colours from the
 * palette, and start_url, scope and icons under the base path (the installed
 * app opens the home page and stays inside the site).
 */
export function webManifest(site: Pick<Site, 'name' | 'shortName' | 'tagline'>, colours: SiteColours): WebManifest {
  const home = href(paths.home());
  return {
    id: home,
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: 'en-IN',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: PNG_ICONS.filter((i) => i.style !== 'apple').map((i) => ({
      src: href(assetPaths.siteIcon(i.file)),
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.style === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
