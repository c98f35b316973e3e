/**
 * One copy of each icon a page draws more than once (build:islands, after
 * lib/build/islands.ts has made the page an island page).
 *
 * The icons (lucide-react) render as inline <svg> with their paths. A page
 * draws the same icons many times: five stars under each testimonial, the
 * calendar on every doctor's Book button, the chevrons of every carousel.
 * Here each such icon's paths go once into a hidden <svg> of <symbol>s at the
 * top of <body>, and every use of it becomes `<svg …><use href="#icon-…">`
 * with the outer element, its size, class, colour and aria attributes as
 * they were. The page gets smaller and has far fewer elements for a phone to
 * style and lay out; it looks and reads the same, with or without JavaScript.
 *
 * Icons inside an island whose code re-renders its HTML (a React island)
 * stay as they are: React checks the HTML it hydrates against what it
 * renders. A DOM island (islands/carousel.ts) only adds behaviour, so its
 * icons are shared too.
 */
import { ATTR, ROOT_TAG } from '../../islands/runtime/protocol';
import { attributesOf } from './html';

/** A lucide icon as React renders it: no <svg> inside, its name in its class. */
const ICON = /<svg\b([^>]*?\bclass="lucide lucide-([a-z0-9-]+)[^"]*"[^>]*)>([\s\S]*?)<\/svg>/g;
const ROOTS = new RegExp(`<${ROOT_TAG}\\b([^>]*)>|</${ROOT_TAG}>`, 'g');
const BODY = /<body\b[^>]*>/i;

/** Where in the HTML the islands named in `names` are, start and end, nested ones included in their parent's span. */
export function islandSpans(html: string, names: ReadonlySet<string>): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const open: Array<{ start: number; kept: boolean }> = [];
  for (const m of html.matchAll(ROOTS)) {
    if (m[0].startsWith('</')) {
      const root = open.pop();
      if (root?.kept) spans.push([root.start, m.index + m[0].length]);
      continue;
    }
    open.push({ start: m.index, kept: names.has(attributesOf(m[1]!).get(ATTR.name) ?? '') });
  }
  return spans;
}

/** The page with each icon it draws twice or more defined once as a <symbol> and used by reference; `keep` names the islands whose icons stay inline. */
export function shareIcons(html: string, keep: ReadonlySet<string>): string {
  const kept = islandSpans(html, keep);
  const icons = [...html.matchAll(ICON)].filter((m) => !kept.some(([start, end]) => m.index >= start && m.index < end));
  // the drawings of each icon, by name and paths: the same name with other paths (never seen, but possible after an upgrade) is an icon of its own
  const drawings = new Map<string, RegExpExecArray[]>();
  for (const m of icons) {
    const key = `${m[2]}\n${m[3]}`;
    const same = drawings.get(key);
    if (same) same.push(m as RegExpExecArray);
    else drawings.set(key, [m as RegExpExecArray]);
  }
  const shared = new Map<RegExpExecArray, string>();
  const symbols: string[] = [];
  const taken = new Set<string>();
  for (const same of drawings.values()) {
    if (same.length < 2) continue;
    const [first] = same as [RegExpExecArray];
    let id = `icon-${first[2]}`;
    for (let n = 2; taken.has(id); n++) id = `icon-${first[2]}-${n}`;
    taken.add(id);
    symbols.push(`<symbol id="${id}" viewBox="${attributesOf(first[1]!).get('viewbox') ?? '0 0 24 24'}">${first[3]}</symbol>`);
    for (const m of same) shared.set(m, id);
  }
  if (!shared.size) return html;

  let out = '';
  let at = 0;
  for (const m of icons) {
    const id = shared.get(m as RegExpExecArray);
    if (!id) continue;
    out += `${html.slice(at, m.index)}<svg${m[1]}><use href="#${id}"></use></svg>`;
    at = m.index + m[0].length;
  }
  out += html.slice(at);
  const body = BODY.exec(out);
  if (!body) return html;
  const end = body.index + body[0].length;
  return `${out.slice(0, end)}<svg hidden="" aria-hidden="true">${symbols.join('')}</svg>${out.slice(end)}`;
}
