/**
 * The site's stylesheet as pages carry it inline (scripts/build-islands.ts,
 * lib/build/islands.ts inlineStylesheets): Tailwind's output, made cheaper
 * for a phone to apply, and the language switcher's font declared.
 */
import postcss, { type AtRule } from 'postcss';

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
    if (layer.params.trim() !== 'properties') return;
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
