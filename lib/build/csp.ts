/**
 * The Content-Security-Policy of the exported pages, made after `next build`
 * from the HTML itself (scripts/csp.ts does the file work). Pure functions:
 * what a page's inline code hashes to, what the site as a whole needs, the
 * policy text, and its <meta> in a page. The HTML is read by html.ts; the
 * host's `_headers` file, which carries the policy too, is headers-file.ts.
 */
import { createHash } from 'node:crypto';
import { hasStyleAttributes, inlineScriptElements, inlineStyles, isExecutableScript } from './html';

/** A CSP hash source for inline code: 'sha256-…' over the text the browser hashes. */
export function sha256Source(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before a script or style element sees its text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** True for the inline scripts a policy's script-src governs: code, and speculation rules (which are data to the page, but the browser checks them against script-src). */
export function isPolicedScript(attributes: Map<string, string>): boolean {
  return isExecutableScript(attributes) || attributes.get('type')?.trim().toLowerCase() === 'speculationrules';
}

/** The text of every inline script that the policy must allow (code and speculation rules), in document order. */
export function inlineScripts(html: string): string[] {
  return inlineScriptElements(html)
    .filter((s) => isPolicedScript(s.attributes))
    .map((s) => s.text);
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
 * The inline scripts the build writes into pages, each the same text on every
 * page (lib/build/islands.ts): the speculation rules and the site script's
 * starter.
 */
export const SITE_INLINE_SCRIPTS = 2;

/**
 * What the whole site needs from its one policy: every page's needs together.
 * Pages carry no inline code but the build's own (SITE_INLINE_SCRIPTS), so
 * script-src allows 'self' and at most those hashes; a page with code of its
 * own fails here, with the pages that carry each script.
 */
export function siteCode(pages: { path: string; code: PageCode }[]): PageCode {
  const hashes = new Map<string, string[]>();
  for (const { path, code } of pages) for (const h of code.scriptHashes) hashes.set(h, [...(hashes.get(h) ?? []), path]);
  if (hashes.size > SITE_INLINE_SCRIPTS) {
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
