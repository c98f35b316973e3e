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

/** The browser editor's folder in a build and the policy its page needs (lib/build/admin.ts), when the build has one. */
export interface AdminHeaders {
  csp: string;
  /** The names at the top of the build folder besides the editor's (pages' folders, asset folders, files). */
  entries: readonly { name: string; folder: boolean }[];
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages format): one rule for every
 * path with the common headers and the site's one policy (frame-ancestors
 * included, which a <meta> cannot carry), and cache lifetimes for assets.
 * Pages keep the host's default caching, which on both hosts is "revalidate".
 * No header name appears in two rules that match the same path, since hosts
 * join such values with a comma.
 *
 * With the browser editor (/admin/), whose page needs a policy of its own:
 * a host gives a path the headers of every rule that matches it, and two
 * policies both apply, so the site's policy cannot be in the rule for every
 * path. It goes instead, the same, into one rule for each name at the top of
 * the build (/about/*, /_next/*, /favicon.ico …) and one for the home page,
 * and /admin/* gets the editor's: every path of the build but the editor's
 * has the site's policy, as without the editor.
 */
export function headersFile(basePath: string, csp: string, admin?: AdminHeaders): string {
  const base = basePath.replace(/\/+$/, '');
  const rule = (path: string, headers: [string, string][]) => [`${base}${path}`, ...headers.map(([k, v]) => `  ${k}: ${v}`), ''];
  const policy: [string, string] = ['Content-Security-Policy', csp];
  const sitePolicy = admin
    ? [
        `# The site's policy, path by path: the rule for every path cannot carry it, or it would also apply to ${assetPaths.admin()}.`,
        ...rule('/', [policy]),
        ...admin.entries.flatMap((e) => rule(e.folder ? `/${e.name}/*` : `/${e.name}`, [policy])),
        `# The browser editor (Sveltia CMS): its own policy.`,
        ...rule(`${assetPaths.admin()}*`, [['Content-Security-Policy', admin.csp]]),
      ]
    : [];
  return [
    '# Written by scripts/csp.ts after the build (npm run build:csp). Netlify and Cloudflare Pages read it;',
    '# docs/publishing.md shows the same headers for other hosts.',
    '',
    ...rule('/*', admin ? COMMON_HEADERS : [...COMMON_HEADERS, policy]),
    ...sitePolicy,
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
