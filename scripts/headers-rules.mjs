/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format that
 * scripts/csp.ts writes) and answers which headers a request path gets, the
 * way those hosts do: every rule whose pattern matches adds its headers, and a
 * header set by several matching rules is joined with ", ". Used by
 * scripts/serve.mjs --headers.
 */

/**
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: "${line.trim()}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A path pattern as a whole-path RegExp: "*" matches anything (also "/"), ":name" one segment. */
function patternRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * @param {{ pattern: string, headers: [string, string][] }[]} rules
 * @param {string} pathname the request path, base path included
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const found = new Map();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = found.get(key);
      found.set(key, before ? [before[0], `${before[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(found.values());
}
