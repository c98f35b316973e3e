/**
 * The host's `_headers` file (Netlify / Cloudflare Pages format), written by
 * scripts/csp.ts beside the pages with the site's one policy (csp.ts) in it.
 * scripts/headers-rules.mjs reads the file back, for `npm run serve -- --headers`.
 */
import { assetPaths } from '../routes';

/** Headers every response gets. */
export const COMMON_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // interest-cohort is FLoC's old name, browsing-topics its successor; older browsers read the first, newer ones the second.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()'],
  // Older browsers that do not read frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/** Next.js puts a content hash in every file name under /_next/static/, and the island build under /_islands/. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Picture variants keep their name when the picture changes (/_img/doctors/dr-x-240.webp), so a day, not a year. */
export const PICTURE_CACHE = 'public, max-age=86400';

/**
 * The `_headers` file (Netlify / Cloudflare Pages format): one rule for every
 * path with the common headers and the site's one policy (frame-ancestors
 * included, which a <meta> cannot carry), and cache lifetimes for assets.
 * Pages keep the host's default caching, which on both hosts is "revalidate".
 * No header name appears in two rules that match the same path, since hosts
 * join such values with a comma.
 */
export function headersFile(basePath: string, csp: string): string {
  const base = basePath.replace(/\/+$/, '');
  const rule = (path: string, headers: [string, string][]) => [`${base}${path}`, ...headers.map(([k, v]) => `  ${k}: ${v}`), ''];
  return [
    '# Written by scripts/csp.ts after the build (npm run build:csp). Netlify and Cloudflare Pages read it;',
    '# docs/publishing.md shows the same headers for other hosts.',
    '',
    ...rule('/*', [...COMMON_HEADERS, ['Content-Security-Policy', csp]]),
    `# File names under ${assetPaths.nextStatic()} and ${assetPaths.islands()} carry a content hash: cache them for a year.`,
    ...rule(`${assetPaths.nextStatic()}*`, [['Cache-Control', HASHED_ASSET_CACHE]]),
    ...rule(`${assetPaths.islands()}*`, [['Cache-Control', HASHED_ASSET_CACHE]]),
    '# Picture variants and Open Graph pictures keep their names when the picture changes: a day.',
    ...rule(`${assetPaths.pictures()}*`, [['Cache-Control', PICTURE_CACHE]]),
    ...rule(`${assetPaths.ogPictures()}*`, [['Cache-Control', PICTURE_CACHE]]),
  ].join('\n');
}

/** How many rules (path lines) a `_headers` text has. */
export function headerRuleCount(text: string): number {
  return text.split('\n').filter((line) => line.startsWith('/')).length;
}
