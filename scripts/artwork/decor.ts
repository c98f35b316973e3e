/** Small decorative shapes shared by every scene: blobs, leaves, plants, plus signs, trees. */
import { P } from './palette';
import { Rng } from './rng';
import { circle, f, group, line, path, rect, smoothClosed, type Pt } from './svg';

/** A soft organic blob around (cx, cy). */
export function blob(rng: Rng, cx: number, cy: number, r: number, fill: string, squash = 1, jitter = 0.14): string {
  const n = 7;
  const start = rng.range(0, Math.PI * 2);
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const rr = r * (1 + rng.range(-jitter, jitter));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * squash]);
  }
  return path(smoothClosed(pts), fill);
}

/** One leaf: base at (x, y), pointing at `angle` degrees (0 = up). */
export function leaf(x: number, y: number, len: number, angle: number, fill: string, vein?: string): string {
  const w = len * 0.32;
  const d = `M0 0Q${f(w)} ${f(-len * 0.45)} 0 ${f(-len)}Q${f(-w)} ${f(-len * 0.45)} 0 0Z`;
  const v = vein ? line(`M0 ${f(-len * 0.12)}L0 ${f(-len * 0.72)}`, vein, Math.max(1.5, len * 0.045)) : '';
  return group(path(d, fill) + v, { transform: `translate(${f(x)} ${f(y)}) rotate(${f(angle)})` });
}

/** A rounded plus sign. */
export function plus(x: number, y: number, size: number, color: string): string {
  const s = size / 2;
  return line(`M${f(x - s)} ${f(y)}H${f(x + s)}M${f(x)} ${f(y - s)}V${f(y + s)}`, color, size * 0.3);
}

/** A potted plant standing on `groundY`, `h` tall. */
export function pottedPlant(rng: Rng, x: number, groundY: number, h: number, pot = P.sand): string {
  const pw = h * 0.34;
  const ph = h * 0.3;
  const top = groundY - ph;
  const potPath = `M${f(x - pw / 2)} ${f(top)}H${f(x + pw / 2)}L${f(x + pw * 0.38)} ${f(groundY)}H${f(x - pw * 0.38)}Z`;
  const leaves: string[] = [];
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const ang = -55 + t * 110 + rng.range(-8, 8);
    const len = h * (0.42 + (1 - Math.abs(t - 0.5) * 2) * 0.3) * rng.range(0.9, 1.05);
    const fill = i % 2 === 0 ? P.sage : P.sageDeep;
    leaves.push(leaf(x + (t - 0.5) * pw * 0.3, top + 2, len, ang, fill));
  }
  return group(
    leaves.join('') + path(potPath, pot) + rect(x - pw / 2 - 2, top - h * 0.04, pw + 4, h * 0.07, shadeRim(pot), h * 0.03),
  );
}

function shadeRim(pot: string): string {
  return pot === P.sand ? '#dfc39c' : pot;
}

/** A stem with leaves, growing from (x, y). */
export function sprig(rng: Rng, x: number, y: number, h: number, lean: number, color = P.sage): string {
  const tipX = x + lean * h * 0.35;
  const stem = line(`M${f(x)} ${f(y)}Q${f(x + lean * h * 0.05)} ${f(y - h * 0.6)} ${f(tipX)} ${f(y - h)}`, color, Math.max(2, h * 0.03));
  const parts = [stem];
  const n = 3;
  for (let i = 0; i < n; i++) {
    const t = 0.3 + i * 0.25;
    const px = x + (tipX - x) * t * t;
    const py = y - h * t;
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(leaf(px, py, h * 0.32, side * (50 + rng.range(-8, 8)) + lean * 10, color));
  }
  parts.push(leaf(tipX, y - h + 2, h * 0.3, lean * 15, color));
  return group(parts.join(''));
}

/** A rounded deciduous tree on `groundY`. */
export function tree(rng: Rng, x: number, groundY: number, h: number, crown = P.sage, trunk = '#b89572'): string {
  const r = h * 0.3;
  const cy = groundY - h + r;
  const t = rect(x - h * 0.035, cy, h * 0.07, groundY - cy, trunk, h * 0.03);
  const c1 = circle(x, cy, r, crown);
  const c2 = circle(x - r * 0.55, cy + r * 0.45, r * 0.7, crown);
  const c3 = circle(x + r * 0.55, cy + r * 0.4, r * 0.72, crown);
  const hi = circle(x - r * 0.3, cy - r * 0.25, r * 0.32, '#ffffff', { opacity: 0.18 });
  return group(t + c2 + c3 + c1 + hi);
}

/** A slim cypress-like tree (a tall rounded capsule). */
export function slimTree(x: number, groundY: number, h: number, crown = P.sageDeep): string {
  const w = h * 0.26;
  return (
    rect(x - h * 0.02, groundY - h * 0.3, h * 0.04, h * 0.3, '#b89572', 3) + rect(x - w / 2, groundY - h, w, h * 0.8, crown, w / 2)
  );
}

/** A low rounded bush. */
export function bush(x: number, groundY: number, w: number, fill = P.sage): string {
  const h = w * 0.45;
  return path(
    `M${f(x - w / 2)} ${f(groundY)}C${f(x - w / 2)} ${f(groundY - h)} ${f(x - w * 0.1)} ${f(groundY - h * 1.25)} ${f(x)} ${f(groundY - h)}` +
      `C${f(x + w * 0.15)} ${f(groundY - h * 1.3)} ${f(x + w / 2)} ${f(groundY - h)} ${f(x + w / 2)} ${f(groundY)}Z`,
    fill,
  );
}

/** A flat cloud. */
export function cloud(x: number, y: number, w: number, fill = '#ffffff'): string {
  const h = w * 0.32;
  return path(
    `M${f(x)} ${f(y)}H${f(x + w)}A${f(h * 0.55)} ${f(h * 0.55)} 0 0 0 ${f(x + w * 0.72)} ${f(y - h * 0.55)}` +
      `A${f(h * 0.75)} ${f(h * 0.75)} 0 0 0 ${f(x + w * 0.3)} ${f(y - h * 0.6)}A${f(h * 0.5)} ${f(h * 0.5)} 0 0 0 ${f(x)} ${f(y)}Z`,
    fill,
  );
}

/** A teal disc with a white medical cross (the hospital's sign). */
export function crossSign(cx: number, cy: number, r: number, bg = P.teal, fg = P.white): string {
  const a = r * 0.52;
  const t = r * 0.36;
  return (
    circle(cx, cy, r, bg) +
    rect(cx - t / 2, cy - a, t, a * 2, fg, t * 0.25) +
    rect(cx - a, cy - t / 2, a * 2, t, fg, t * 0.25)
  );
}

/** Scatters small decorations (plus signs and dots) avoiding given boxes. */
export function scatter(
  rng: Rng,
  area: { x: number; y: number; w: number; h: number },
  avoid: readonly { x: number; y: number; w: number; h: number }[],
  count: number,
  unit: number,
  colors: readonly string[],
): string {
  const out: string[] = [];
  const placed: Pt[] = [];
  for (let tries = 0; tries < 60 && out.length < count; tries++) {
    const x = area.x + rng.next() * area.w;
    const y = area.y + rng.next() * area.h;
    const pad = unit * 1.2;
    if (avoid.some((b) => x > b.x - pad && x < b.x + b.w + pad && y > b.y - pad && y < b.y + b.h + pad)) continue;
    if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < unit * 5)) continue;
    placed.push([x, y]);
    const c = rng.pick(colors);
    out.push(out.length % 2 === 0 ? plus(x, y, unit * rng.range(0.9, 1.2), c) : circle(x, y, unit * rng.range(0.22, 0.34), c));
  }
  return out.join('');
}
