/**
 * Reading the exported pages' HTML without a DOM: a start tag's attributes,
 * the inline <script> and <style> elements, and whether any element carries a
 * style attribute, with patterns made for the HTML Next.js writes. The CSP
 * (csp.ts), the island seam (islands.ts) and the icon sprite (icon-sprite.ts)
 * read pages through these.
 */

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

export interface InlineScript {
  attributes: Map<string, string>;
  text: string;
}

/** Every inline <script> element (one without src), in document order. */
export function inlineScriptElements(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(m[1]!);
    if (!attributes.has('src')) found.push({ attributes, text: m[2]! });
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
