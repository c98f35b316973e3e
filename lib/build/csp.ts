/**
 * Content-Security-Policy for the exported pages, built after `next build`
 * from the HTML itself (scripts/csp.ts does the file work). Pure functions:
 * what a page's inline code hashes to, the policy text, where the <meta>
 * goes, and the host's `_headers` file.
 */
import { createHash } from 'node:crypto';
import { assetPaths } from '../routes';

/** A CSP hash source for inline code: 'sha256-…' over the text the browser hashes. */
export function sha256Source(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before a script or style element sees its text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The attributes of a start tag's attribute text (` src="a" async`), names lower-cased, values as written. */
export function attributesOf(attributeText: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of attributeText.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    found.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return found;
}

// The JavaScript MIME type essences of the HTML standard, plus "module".
const SCRIPT_TYPES = new Set([
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** True when a <script> with these attributes runs as code (data blocks such as application/ld+json do not). */
export function isExecutableScript(attributes: Map<string, string>): boolean {
  const type = attributes.get('type')?.trim().toLowerCase();
  return !type || SCRIPT_TYPES.has(type);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;

/** True for the inline scripts a policy's script-src governs: code, and speculation rules (which are data to the page, but the browser checks them against script-src). */
export function isPolicedScript(attributes: Map<string, string>): boolean {
  return isExecutableScript(attributes) || attributes.get('type')?.trim().toLowerCase() === 'speculationrules';
}

/** The text of every inline script that the policy must allow (code and speculation rules), in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(m[1]!);
    if (!attributes.has('src') && isPolicedScript(attributes)) found.push(m[2]!);
  }
  return found;
}

/** The text of every <style> element, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map((m) => m[2]!);
}

/** True when some element of the markup carries a style attribute (script and style text aside). */
export function hasStyleAttributes(html: string): boolean {
  const markup = html.replace(SCRIPT, '').replace(STYLE, '').replace(/<!--[\s\S]*?-->/g, '');
  return /<[a-zA-Z][^\s/>]*\s[^>]*?(?<=[\s"'])style\s*=/.test(markup);
}

/** What one page needs from its policy, read from its HTML. */
export interface PageCode {
  scriptHashes: string[];
  styleHashes: string[];
  styleAttributes: boolean;
  /** The page runs the site search, whose Pagefind engine is WebAssembly started from a worker. */
  search: boolean;
}

export function pageCode(html: string): PageCode {
  const unique = (items: string[]) => [...new Set(items)];
  return {
    scriptHashes: unique(inlineScripts(html).map(sha256Source)),
    styleHashes: unique(inlineStyles(html).map(sha256Source)),
    styleAttributes: hasStyleAttributes(html),
    search: /\sdata-site-search="/.test(html),
  };
}

/**
 * What the whole site needs from its one policy: every page's needs together.
 * Pages carry no inline code but the speculation rules, the same on every
 * page, so script-src allows 'self' and at most that one hash; anything else
 * fails here, naming the pages that carry it.
 */
export function siteCode(pages: { path: string; code: PageCode }[]): PageCode {
  const hashes = new Map<string, string[]>();
  for (const { path, code } of pages) for (const h of code.scriptHashes) hashes.set(h, [...(hashes.get(h) ?? []), path]);
  if (hashes.size > 1) {
    const described = [...hashes].map(([h, on]) => `${h} on ${on.length} page(s), e.g. ${on.slice(0, 3).join(', ')}`).join('; ');
    throw new Error(`csp: pages carry different inline scripts, so one policy cannot serve them all: ${described}. Inline code is not allowed; put it in islands/.`);
  }
  return {
    scriptHashes: [...hashes.keys()],
    styleHashes: [...new Set(pages.flatMap((p) => p.code.styleHashes))],
    styleAttributes: pages.some((p) => p.code.styleAttributes),
    search: pages.some((p) => p.code.search),
  };
}

/** The origin of an https URL as a CSP source ("https://www.google.com"); anything else is refused. */
export function originSource(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`CSP sources must be https: ${url}`);
  return parsed.origin;
}

/** The parts of the policy that come from the site rather than from a page. */
export interface SitePolicy {
  /** Origins pages may frame (the click-to-load map). */
  frameOrigins: string[];
  /** Origins forms may submit to besides the site (the chat link's host, for forms without JavaScript). */
  formOrigins: string[];
}

export type Directives = [name: string, sources: string[]][];

/**
 * The policy of one page. `header` adds what a <meta> policy cannot carry
 * (frame-ancestors). Left out on purpose: upgrade-insecure-requests (every URL
 * is relative or https already, and it would break http://localhost),
 * report-uri (no endpoint to report to).
 */
export function cspDirectives(site: SitePolicy, page: PageCode, options: { header?: boolean } = {}): Directives {
  const directives: Directives = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the search page compile Pagefind's WebAssembly; it allows no JavaScript eval. (One policy serves every page.)
    ['script-src', ["'self'", ...(page.search ? ["'wasm-unsafe-eval'"] : []), ...page.scriptHashes]],
    ['style-src', ["'self'", ...page.styleHashes]],
  ];
  // Style attributes cannot run code; they are allowed only on pages whose HTML has them (the carousels' custom properties).
  if (page.styleAttributes) directives.push(['style-src-attr', ["'unsafe-inline'"]]);
  directives.push(
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ...(page.search ? ([['worker-src', ["'self'", 'blob:']]] as Directives) : []),
    ['frame-src', site.frameOrigins.length ? site.frameOrigins : ["'none'"]],
    ['form-action', ["'self'", ...site.formOrigins]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  );
  if (options.header) directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

export function pageCsp(site: SitePolicy, page: PageCode, options: { header?: boolean } = {}): string {
  return serializeCsp(cspDirectives(site, page, options));
}

const META_CSP = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * The page with its policy as a <meta> at the top of <head>: right after the
 * charset declaration when that comes first (it must stay within the first
 * 1024 bytes), before every script, stylesheet and preload. A policy written
 * by an earlier run is replaced, so running twice changes nothing.
 */
export function withCspMeta(html: string, csp: string): string {
  const clean = html.replace(META_CSP, '');
  const head = /<head\b[^>]*>/i.exec(clean);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  let at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset="[^"]*"\s*\/?>/i.exec(clean.slice(at));
  if (charset) at += charset[0].length;
  const content = csp.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${clean.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${clean.slice(at)}`;
}

/** The policy a page's <meta> carries, or undefined. */
export function cspOf(html: string): string | undefined {
  const m = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return m ? m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : undefined;
}

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
