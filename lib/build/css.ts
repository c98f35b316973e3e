/**
 * The site's stylesheet as pages carry it inline (scripts/build-islands.ts,
 * lib/build/islands.ts inlineStylesheets): Tailwind's output, made cheaper
 * for a phone to apply, and the language switcher's font declared.
 */
import postcss, { type AtRule, type Node, type Rule } from 'postcss';

/** Whether a node is Tailwind's `@layer name { … }` block. */
const isLayer = (node: Node | undefined, name: string): node is AtRule =>
  node?.type === 'atrule' && (node as AtRule).name === 'layer' && (node as AtRule).params.trim() === name;

/**
 * Tailwind registers its internal variables (--tw-shadow, --tw-translate-y…)
 * with @property, and keeps a plain `*, ::before, ::after, ::backdrop` rule
 * with the same initial values, under an @supports, for browsers without
 * @property. Measured in Chromium on the home page (about 1,400 elements),
 * the registrations made every full restyle (the first one, a dialog
 * opening, a font arriving) about twice as slow: 26-35 ms against 12-14 ms
 * for the dialog. The site animates none of these variables (what
 * registration is for), so every browser gets the plain rule instead: the
 * same values, no registrations. A stylesheet without them is returned as it is.
 */
export function withoutRegisteredProperties(css: string): string {
  const root = postcss.parse(css);
  let changed = false;
  root.walkAtRules('property', (rule) => {
    if (!rule.params.trim().startsWith('--tw-')) return;
    rule.remove();
    changed = true;
  });
  root.walkAtRules('layer', (layer) => {
    if (!isLayer(layer, 'properties')) return;
    layer.each((child) => {
      if (child.type !== 'atrule' || (child as AtRule).name !== 'supports') return;
      child.replaceWith(...((child as AtRule).nodes ?? []));
      changed = true;
    });
  });
  return changed ? root.toString() : css;
}

/** @font-face rules for a family made of several files, each for its characters (unicode-range), shown with 'swap'. */
export function fontFaceCss(family: string, weight: string, faces: ReadonlyArray<{ url: string; unicodeRange: string }>): string {
  return faces
    .map(({ url, unicodeRange }) => `@font-face{font-family:${JSON.stringify(family)};src:url(${JSON.stringify(url)}) format("woff2");font-weight:${weight};font-display:swap;unicode-range:${unicodeRange}}`)
    .join('');
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)\s*\)/g;

/**
 * Tailwind's theme (`@layer theme { :root, :host { --spacing: .25rem; … } }`)
 * as values: every `var(--x)` without a fallback, where `--x` is a theme
 * variable declared once in the whole stylesheet (so no rule or media query
 * changes it), is replaced by its value, in every declaration outside the
 * theme. The theme's declarations stay, for anything that reads them later.
 */
export function withThemeInlined(css: string): string {
  const root = postcss.parse(css);
  const declared = new Map<string, number>();
  root.walkDecls(/^--/, (d) => void declared.set(d.prop, (declared.get(d.prop) ?? 0) + 1));
  const theme = new Map<string, string>();
  root.walkAtRules('layer', (layer) => {
    if (!isLayer(layer, 'theme')) return;
    layer.walkDecls(/^--/, (d) => {
      if (declared.get(d.prop) === 1) theme.set(d.prop, d.value.trim());
    });
  });
  const resolve = (value: string, depth = 0): string =>
    depth > 8 ? value : value.replace(VAR_REFERENCE, (whole, name: string) => (theme.has(name) ? resolve(theme.get(name)!, depth + 1) : whole));
  let changed = false;
  root.walkDecls((d) => {
    if (isLayer(d.parent?.parent, 'theme')) return;
    if (!d.value.includes('var(')) return;
    const value = resolve(d.value);
    if (value === d.value) return;
    d.value = value;
    changed = true;
  });
  return changed ? root.toString() : css;
}

/**
 * Tailwind's defaults for its own variables (`--tw-shadow: 0 0 #0000`…) set
 * only where they are read. Tailwind sets all of them on every element and
 * pseudo-element (`*, ::before, ::after, ::backdrop`, in its lowest layer),
 * so that a value one element sets is never inherited by another; that is
 * some 50 properties a restyle writes for every element. Here each rule that
 * reads some of them gets those defaults under its own selector, in the same
 * lowest layer: an element that reads a variable still starts from the
 * default, whatever its ancestors set; an element that reads none is left alone.
 */
export function withDefaultsWhereRead(css: string): string {
  const root = postcss.parse(css);
  let universal: Rule | undefined;
  root.walkAtRules('layer', (layer) => {
    if (!isLayer(layer, 'properties')) return;
    layer.each((child) => {
      if (child.type === 'rule' && child.selectors.includes('*')) universal = child;
    });
  });
  if (!universal) return css;
  const defaults = new Map<string, string>();
  universal.walkDecls(/^--tw-/, (d) => void defaults.set(d.prop, d.value));
  const readers = new Map<string, Set<string>>();
  root.walkRules((rule) => {
    if (rule === universal) return;
    const parent = rule.parent;
    if (parent?.type === 'atrule' && ['keyframes', '-webkit-keyframes'].includes((parent as AtRule).name)) return;
    const read = readers.get(rule.selector) ?? new Set<string>();
    rule.walkDecls((d) => {
      for (const m of d.value.matchAll(/var\(\s*(--tw-[\w-]+)/g)) if (defaults.has(m[1]!)) read.add(m[1]!);
    });
    if (read.size > 0) readers.set(rule.selector, read);
  });
  const layer = universal.parent!;
  for (const [selector, read] of readers) {
    const rule = postcss.rule({ selector });
    for (const name of [...defaults.keys()].filter((n) => read.has(n))) rule.append(postcss.decl({ prop: name, value: defaults.get(name)! }));
    layer.insertBefore(universal, rule);
  }
  universal.remove();
  return root.toString();
}

/**
 * The stylesheet as every page carries it inline: Tailwind's output without
 * its registrations, with its variable defaults only where read and its
 * theme's constants as values. Each step keeps every element's computed
 * style; together they make a full restyle (the first, or the home
 * dialog's) about a third cheaper (docs/performance.md).
 */
export function pageStylesheet(tailwindCss: string): string {
  return withThemeInlined(withDefaultsWhereRead(withoutRegisteredProperties(tailwindCss)));
}
