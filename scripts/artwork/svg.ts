/** Tiny SVG string helpers shared by the artwork modules. */

export type Pt = readonly [number, number];

/** Formats a coordinate with at most one decimal (keeps files small and stable). */
export function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

type AttrValue = string | number | undefined;

export function attrs(a: Record<string, AttrValue>): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return out;
}

export function tag(name: string, a: Record<string, AttrValue>, inner?: string): string {
  return inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra: Record<string, AttrValue> = {},
): string {
  return tag('rect', { x, y, width: w, height: h, rx: rx > 0 ? Math.min(rx, w / 2, h / 2) : undefined, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Record<string, AttrValue> = {}): string {
  return tag('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return tag('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Record<string, AttrValue> = {}): string {
  return tag('path', { d, fill, ...extra });
}

/** A stroked open path with round caps and joins. */
export function line(d: string, stroke: string, width: number, extra: Record<string, AttrValue> = {}): string {
  return tag('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
}

export function group(inner: string, a: Record<string, AttrValue> = {}): string {
  return tag('g', a, inner);
}

export function translate(x: number, y: number, scale = 1): string {
  return scale === 1 ? `translate(${f(x)} ${f(y)})` : `translate(${f(x)} ${f(y)}) scale(${f4(scale)})`;
}

/** Four-decimal formatting for scale factors. */
export function f4(x: number): string {
  return String(Math.round(x * 10000) / 10000);
}

/** Smooth closed curve through points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosed(pts: readonly Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  const first = at(0);
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + 'Z';
}

/** Polyline path data. */
export function poly(pts: readonly Pt[], close = false): string {
  return pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p[0])} ${f(p[1])}`).join('') + (close ? 'Z' : '');
}

export function svgDocument(width: number, height: number, inner: string, viewBox?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${viewBox ?? `0 0 ${width} ${height}`}">` +
    inner +
    '</svg>\n'
  );
}
