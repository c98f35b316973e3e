/**
 * The seam between Next.js and the browser: turns a page as `next build`
 * exports it into an island page (docs/features/islands.md).
 *
 * Next renders every page to complete HTML, islands included. It also writes
 * its client runtime into the page: script files under /_next/static/, inline
 * scripts that feed it the page's React Server Components payload
 * (`self.__next_f.push(…)`) and bootstrap it, and script preloads. All of
 * that goes; in its place the page gets the site script (a module) and the
 * speculation rules, and its stylesheet inline. Pure functions on HTML text; scripts/build-islands.ts does the files.
 *
 * It fails loudly, naming the page, whenever the HTML is not the shape it
 * knows: a script it cannot place, no payload where Next always writes one,
 * a streamed Suspense boundary (whose content only Next's scripts reveal),
 * an island this build has no code for, props that are not JSON, or a slot
 * an island refers to that is not in its HTML. After a Next.js upgrade, these
 * errors say what changed (docs/upgrading-nextjs.md).
 */
import { ATTR, HYDRATE_STRATEGIES, ROOT_TAG, SLOT_TAG, isSlotRef, type Hydrate } from '../../islands/runtime/protocol';
import { attributesOf, isExecutableScript } from './html';
import { shareIcons } from './icon-sprite';
import { LANG_TAGS } from '../i18n/languages';
import { languageOf } from '../routes';

export class IslandPageError extends Error {
  constructor(page: string, problem: string) {
    super(`${page}: ${problem}`);
    this.name = 'IslandPageError';
  }
}

/** An island as the page's HTML has it. */
export interface IslandUse {
  name: string;
  hydrate: Hydrate;
  props: unknown;
  /** Slot indices present in its own HTML (not in an island nested in it). */
  slots: number[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>|<link\b[^>]*\bas="script"[^>]*\brel="preload"[^>]*>/gi;
/** The inline scripts of Next's runtime: the RSC payload and the bootstrap (which names Turbopack's chunk list). */
const NEXT_INLINE = [/^\s*\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(/, /^\s*self\.__next_f\.push\(/, /TURBOPACK/, /^\s*\(self\.__next_s\s*=/];
const NEXT_PAYLOAD = /self\.__next_f/;

/** Entities React writes in attribute values, and numeric ones. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" }[lower]!;
  });
}

/** Removes Next's client runtime from a page; throws on any script it does not know. */
export function stripNextRuntime(html: string, page: string): string {
  let payloads = 0;
  const out = html.replace(SCRIPT, (whole, attributeText: string, body: string) => {
    const attributes = attributesOf(attributeText);
    const src = attributes.get('src');
    if (src !== undefined) {
      if (src.includes('/_next/')) return '';
      throw new IslandPageError(page, `a script file that is not Next's: ${src}`);
    }
    if (!isExecutableScript(attributes)) return whole; // data: JSON-LD, island props, speculation rules
    if (NEXT_INLINE.some((p) => p.test(body))) {
      if (NEXT_PAYLOAD.test(body)) payloads++;
      return '';
    }
    throw new IslandPageError(page, `an inline script that is not Next's runtime, which would be lost or blocked: ${body.slice(0, 100)}`);
  });
  if (payloads === 0) throw new IslandPageError(page, "no React Server Components payload (self.__next_f) found: Next's output has changed shape (see docs/upgrading-nextjs.md)");
  // Streaming: a boundary that suspended is sent as a placeholder plus hidden content that only Next's inline script swaps in.
  if (/<template id="B:|<div hidden id="S:|\$RC\(/.test(out)) throw new IslandPageError(page, 'a streamed Suspense boundary: its content would stay hidden without Next\'s scripts; render it without suspending');
  return out.replace(SCRIPT_PRELOAD, '');
}

const TOKENS = new RegExp(`<${ROOT_TAG}\\b([^>]*)>|</${ROOT_TAG}>|<${SLOT_TAG}\\b([^>]*)>`, 'g');

/** The islands of a page, in document order, with their props, checked against the names this build has code for. */
export function islandsOf(html: string, page: string, known: ReadonlySet<string>): IslandUse[] {
  const found: IslandUse[] = [];
  const open: IslandUse[] = [];
  for (const m of html.matchAll(TOKENS)) {
    if (m[0].startsWith('</')) {
      if (!open.pop()) throw new IslandPageError(page, `a </${ROOT_TAG}> without its start`);
      continue;
    }
    if (m[2] !== undefined) {
      const index = Number(attributesOf(m[2]).get(ATTR.slot));
      const owner = open[open.length - 1];
      if (owner && Number.isInteger(index)) owner.slots.push(index);
      continue;
    }
    const attributes = attributesOf(m[1]!);
    const name = attributes.get(ATTR.name) ?? '';
    if (!known.has(name)) throw new IslandPageError(page, `an island "${name}" that has no file in islands/ (known: ${[...known].join(', ')})`);
    const hydrate = attributes.get(ATTR.hydrate) as Hydrate;
    if (!HYDRATE_STRATEGIES.includes(hydrate)) throw new IslandPageError(page, `island "${name}" hydrates "${hydrate}", not one of ${HYDRATE_STRATEGIES.join(', ')}`);
    let props: unknown;
    try {
      props = JSON.parse(decodeAttribute(attributes.get(ATTR.props) ?? ''));
    } catch (error) {
      throw new IslandPageError(page, `island "${name}" has props that are not JSON: ${(error as Error).message}`);
    }
    const use: IslandUse = { name, hydrate, props, slots: [] };
    found.push(use);
    open.push(use);
  }
  if (open.length) throw new IslandPageError(page, `an <${ROOT_TAG}> that is never closed`);
  for (const island of found) {
    const missing = slotRefs(island.props).filter((i) => !island.slots.includes(i));
    if (missing.length) throw new IslandPageError(page, `island "${island.name}" refers to slot ${missing.join(', ')}, which its server HTML does not render: render every element prop on the server`);
  }
  return found;
}

/** Every slot index the props refer to. */
export function slotRefs(value: unknown): number[] {
  if (isSlotRef(value)) return [value.$slot];
  if (Array.isArray(value)) return value.flatMap(slotRefs);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(slotRefs);
  return [];
}

/** The speculation rules every page carries: prerender, on hover or press, the pages a visitor is likely to open next. */
export function speculationRules(patterns: string[]): string {
  return JSON.stringify({
    prerender: [
      {
        where: { or: [{ selector_matches: 'a[data-prerender]' }, ...patterns.map((p) => ({ href_matches: p }))] },
        eagerness: 'moderate',
      },
    ],
  });
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

/**
 * Puts the site's stylesheet into the page as a <style> element, so the first
 * paint waits for no second request (on a slow phone, a round trip and the
 * file's transfer). There is one stylesheet for the whole site, so its CSP
 * hash is the same on every page. `css` reads a stylesheet by its href.
 */
/** CSS with its relative url()s made absolute from the stylesheet's own href, so it reads the same inside a page. */
export function rebaseCss(css: string, href: string): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, url: string) => {
    if (/^([a-z]+:|\/|#)/i.test(url)) return whole;
    return `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`;
  });
}

export function inlineStylesheets(html: string, page: string, css: (href: string) => string): string {
  return html.replace(STYLESHEET, (tag) => {
    const href = attributesOf(tag.slice(5, -1)).get('href');
    if (!href) throw new IslandPageError(page, `a stylesheet link without href: ${tag}`);
    // "</style" inside the CSS would end the element early
    const text = rebaseCss(css(href), href);
    if (/<\/style/i.test(text)) throw new IslandPageError(page, `the stylesheet ${href} contains "</style"`);
    return `<style>${text}</style>`;
  });
}

const HTML_LANG = /<html\b([^>]*?)\blang="[^"]*"/i;

/**
 * Gives the page its own language: the root layout writes English on every
 * page (a layout knows no page's address); a page under /kn/ or /hi/ is in
 * Kannada or Hindi, which screen readers, search engines and the site
 * script's font loading (islands/site/fonts.ts) read from <html lang>.
 */
export function htmlLang(html: string, page: string): string {
  if (!HTML_LANG.test(html)) throw new IslandPageError(page, 'no <html lang="…">: the root layout (app/layout.tsx) writes one');
  return html.replace(HTML_LANG, (_, before: string) => `<html${before}lang="${LANG_TAGS[languageOf(page).lang].html}"`);
}

export interface IslandPageParts {
  /** The inline code that starts the site script (islands/site/start.ts, bundled by siteStarterCode), written at the end of <body>. */
  siteStarter: string;
  /** The speculation rules' JSON text. */
  speculationRules: string;
  /** Names of the islands this build has code for. */
  known: ReadonlySet<string>;
  /** A stylesheet's text by its href, to inline it; without it stylesheets stay links. */
  css?: (href: string) => string;
  /** The islands whose code re-renders their HTML (React): with it, icons drawn twice are shared (lib/build/icon-sprite.ts), except inside these. */
  reactIslands?: ReadonlySet<string>;
}

/**
 * A page of `next build` as an island page: no Next runtime; the speculation
 * rules in <head>, and at the end of <body> the starter that asks for the
 * site script once the first screen is in (islands/site/start.ts). Nothing
 * is fetched for scripts from the page itself: a script or preload in
 * <head> would compete with the page's own text and pictures for the first
 * paint; the site script asks for an island's files when its moment comes.
 */
export function toIslandPage(html: string, page: string, parts: IslandPageParts): { html: string; islands: IslandUse[] } {
  const bare = htmlLang(stripNextRuntime(html, page), page);
  const stripped = parts.css ? inlineStylesheets(bare, page, parts.css) : bare;
  const islands = islandsOf(stripped, page, parts.known);
  const at = stripped.indexOf('</head>');
  if (at < 0) throw new IslandPageError(page, 'no </head>');
  const end = stripped.lastIndexOf('</body>');
  if (end < at) throw new IslandPageError(page, 'no </body>');
  const whole =
    stripped.slice(0, at) +
    `<script type="speculationrules">${parts.speculationRules}</script>` +
    stripped.slice(at, end) +
    `<script>${parts.siteStarter}</script>` +
    stripped.slice(end);
  return { html: parts.reactIslands ? shareIcons(whole, parts.reactIslands) : whole, islands };
}
