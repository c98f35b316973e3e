/**
 * The site's colours as the rest of the build needs them outside CSS: the
 * browser's theme colour, the web app manifest and the icons made from the
 * logo. They are read from the theme tokens of app/globals.css, where they are
 * defined once, so a change of palette there reaches the icons too. Server and
 * build code only (reads a file).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The `--color-*` tokens of a Tailwind 4 `@theme` block: { "brand-700": "#0f5e6b", … }. */
export function themeColours(css: string): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const block of css.matchAll(/@theme\s*\{([\s\S]*?)\n\}/g))
    for (const m of block[1]!.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) colours[m[1]!] = m[2]!.trim();
  return colours;
}

/** The colours of the installed site and its icons. */
export interface SiteColours {
  /** The browser's toolbar and the app's title bar: the primary brand colour. */
  theme: string;
  /** The page, and the splash screen of the installed app. */
  background: string;
  /** Behind the logo where an icon may not be transparent (maskable icons, the Apple touch icon). */
  iconBackground: string;
}

/** Which theme token each colour is. */
export const SITE_COLOUR_TOKENS: Record<keyof SiteColours, string> = { theme: 'brand-700', background: 'page', iconBackground: 'brand-700' };

/** The site colours from a stylesheet's theme; throws naming a token that is missing or is not a #hex colour. */
export function siteColoursOf(css: string): SiteColours {
  const tokens = themeColours(css);
  const pick = (token: string) => {
    const value = tokens[token];
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`palette: app/globals.css has no --color-${token} as a #rrggbb colour in its @theme`);
    return value.toLowerCase();
  };
  return { theme: pick(SITE_COLOUR_TOKENS.theme), background: pick(SITE_COLOUR_TOKENS.background), iconBackground: pick(SITE_COLOUR_TOKENS.iconBackground) };
}

/** The site colours, from app/globals.css. */
export function siteColours(root = process.cwd()): SiteColours {
  return siteColoursOf(fs.readFileSync(path.join(root, 'app/globals.css'), 'utf8'));
}
