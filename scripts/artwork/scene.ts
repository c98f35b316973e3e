/**
 * Motif scenes: the standard composition for departments, services,
 * articles, tiles, filters and most home/about pictures. A light teal field
 * with soft blobs, a gentle ground, and a white rounded card (or disc)
 * carrying a large lucide icon, with a small accent badge or side card for
 * the secondary motif and a few quiet decorations.
 */
import { avatar } from './avatar';
import { blob, leaf, pottedPlant, scatter, sprig } from './decor';
import { icon, type MotifChoice } from './motifs';
import { P, type Accent } from './palette';
import { Rng } from './rng';
import { circle, f, group, path, rect, translate } from './svg';

export const GROUND = '#d2e7e5';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MotifSceneOptions {
  /** Horizontal centre of the focal card (default: middle, slightly jittered). */
  focusX?: number;
  /** Force the focal shape. */
  focal?: 'card' | 'disc';
  /** Draw the background field (default true). */
  background?: boolean;
  /** Card plus a side info card even on narrower pictures (used for "-detail" pictures). */
  pair?: boolean;
}

/** Background field: tint, three soft blobs, and a gently curved ground. */
export function field(rng: Rng, w: number, h: number, accent: Accent, focus: { x: number; y: number }, m: number): string {
  const side = focus.x > w * 0.6 ? -1 : focus.x < w * 0.4 ? 1 : rng.sign();
  const parts = [rect(0, 0, w, h * 1.3, P.tealMist)];
  parts.push(blob(rng, focus.x + rng.range(-0.04, 0.04) * m, focus.y + rng.range(-0.03, 0.02) * m, m * 0.44, P.tealTint, 0.92));
  parts.push(blob(rng, focus.x + side * m * rng.range(0.36, 0.46), focus.y + m * rng.range(0.05, 0.16), m * 0.19, accent.light));
  parts.push(blob(rng, focus.x - side * m * rng.range(0.38, 0.5), focus.y - m * rng.range(0.2, 0.3), m * 0.08, P.tealLight, 1, 0.1));
  const gy = h * 0.8;
  const lift = rng.range(0.02, 0.05) * h;
  parts.push(
    path(`M0 ${f(gy + lift * 0.4)}Q${f(w * rng.range(0.35, 0.65))} ${f(gy - lift)} ${f(w)} ${f(gy + lift * 0.2)}V${f(h * 1.3)}H0Z`, GROUND),
  );
  return parts.join('');
}

/** A white card with a flat offset shadow, carrying a big icon in a tint disc. */
export function focalCard(cx: number, cy: number, s: number, primary: string, shape: 'card' | 'disc'): string {
  const parts: string[] = [];
  const drop = s * 0.07;
  if (shape === 'card') {
    const r = s * 0.2;
    parts.push(rect(cx - s / 2, cy - s / 2 + drop, s, s, P.tealLight, r));
    parts.push(rect(cx - s / 2, cy - s / 2, s, s, P.white, r));
  } else {
    parts.push(circle(cx, cy + drop, s * 0.56, P.tealLight));
    parts.push(circle(cx, cy, s * 0.56, P.white));
  }
  const k = shape === 'disc' ? 1.12 : 1;
  parts.push(circle(cx, cy, s * 0.36 * k, P.tealTint));
  parts.push(icon(primary, cx, cy, s * 0.5 * k, P.teal));
  return parts.join('');
}

/** A small round badge with the secondary icon. */
export function badge(cx: number, cy: number, r: number, name: string, accent: Accent): string {
  return circle(cx, cy, r + r * 0.14, P.white) + circle(cx, cy, r, accent.main) + icon(name, cx, cy, r * 1.1, P.tealDeep);
}

/** A small white info card: icon disc and two soft text bars (no text). */
export function miniCard(x: number, y: number, w: number, name: string, accent: Accent): string {
  const h = w * 0.62;
  const r = h * 0.22;
  const ic = h * 0.5;
  return (
    rect(x, y + h * 0.09, w, h, P.tealLight, r) +
    rect(x, y, w, h, P.white, r) +
    circle(x + h * 0.5, y + h / 2, ic * 0.62, accent.light) +
    icon(name, x + h * 0.5, y + h / 2, ic * 0.72, P.teal) +
    rect(x + h * 0.95, y + h * 0.33, w - h * 1.2, h * 0.12, P.tealTint, h * 0.06) +
    rect(x + h * 0.95, y + h * 0.55, (w - h * 1.2) * 0.6, h * 0.12, accent.light, h * 0.06)
  );
}

export function motifScene(
  rng: Rng,
  w: number,
  h: number,
  motif: MotifChoice,
  accent: Accent,
  opts: MotifSceneOptions = {},
): string {
  const m = Math.min(w, h);
  const wide = w / h >= 1.45 || opts.pair === true;
  const pairShift = opts.pair && w / h < 1.45 ? m * 0.2 * rng.fork('pair').sign() : 0;
  const fx = opts.focusX ?? w / 2 + pairShift + (wide && !pairShift ? rng.range(-0.06, 0.06) * w : 0);
  const fy = h * 0.47;
  const shape = opts.focal ?? (rng.chance(0.7) ? 'card' : 'disc');
  const s = m * (w === h ? 0.5 : 0.46);
  const parts: string[] = [];
  if (opts.background !== false) parts.push(field(rng.fork('field'), w, h, accent, { x: fx, y: fy }, m));

  const gy = h * 0.8;
  const deco = rng.fork('deco');
  const avoid: Box[] = [{ x: fx - s * 0.65, y: fy - s * 0.65, w: s * 1.3, h: s * 1.3 }];

  // Plant or sprigs on the ground, on one side of the focal card.
  const plantSide = pairShift ? (pairShift > 0 ? 1 : -1) : deco.sign();
  const edgeRoom = (plantSide > 0 ? w - (fx + s / 2) : fx - s / 2) / m;
  if (edgeRoom > 0.16) {
    const px = plantSide > 0 ? fx + s / 2 + Math.min(edgeRoom * m * 0.5, m * 0.22) : fx - s / 2 - Math.min(edgeRoom * m * 0.5, m * 0.22);
    if (deco.chance(0.55)) parts.push(pottedPlant(deco, px, gy + h * 0.03, m * 0.3));
    else parts.push(sprig(deco, px, gy + h * 0.02, m * 0.26, -plantSide * 0.6) + sprig(deco, px + m * 0.05, gy + h * 0.03, m * 0.18, plantSide * 0.4, P.sageDeep));
    avoid.push({ x: px - m * 0.12, y: gy - m * 0.32, w: m * 0.24, h: m * 0.34 });
  } else {
    // Tight square: a couple of leaves tucked against the card instead.
    parts.push(leaf(fx - plantSide * s * 0.52, fy + s * 0.5, m * 0.16, -plantSide * 38, P.sage));
    parts.push(leaf(fx - plantSide * s * 0.46, fy + s * 0.52, m * 0.11, -plantSide * 72, P.sageDeep));
  }

  // Secondary motif: a side card on wide pictures, a badge otherwise.
  let secondary = '';
  if (wide) {
    const cw = m * 0.44;
    const side = -plantSide;
    const half = shape === 'disc' ? s * 0.56 : s * 0.5;
    const cxm = side > 0 ? fx + half + m * 0.02 : fx - half - cw - m * 0.02;
    const cym = fy + s * (deco.chance(0.5) ? -0.42 : 0.12);
    if (cxm > m * 0.04 && cxm + cw < w - m * 0.04) {
      secondary = miniCard(cxm, cym, cw, motif.secondary, accent);
      avoid.push({ x: cxm, y: cym, w: cw, h: cw * 0.7 });
    }
  }
  if (!secondary) {
    const bx = fx + (shape === 'card' ? s * 0.42 : s * 0.4) * plantSide;
    const by = fy - (shape === 'card' ? s * 0.42 : s * 0.4);
    secondary = badge(bx, by, m * 0.075, motif.secondary, accent);
  }

  // On banners the left part stays clear for text.
  const decoLeft = fx > w * 0.6 ? w * 0.48 : m * 0.06;
  parts.push(focalCard(fx, fy, s, motif.primary, shape));
  parts.push(secondary);
  parts.push(
    scatter(deco, { x: decoLeft, y: h * 0.08, w: w - decoLeft - m * 0.06, h: gy - h * 0.14 }, avoid, wide ? 4 : 3, m * 0.035, [
      P.tealSoft,
      accent.deep,
      P.tealLight,
    ]),
  );
  return group(parts.join(''));
}


/** A round portrait (an illustrated avatar clipped to a disc) with a white rim and flat shadow. */
export function portraitDisc(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  kind: 'doctor' | 'casual',
  accent: Accent,
  id: string,
): string {
  const inner = avatar(rng, 600, '', kind, accent);
  return (
    circle(cx, cy + r * 0.1, r * 1.06, P.tealLight) +
    circle(cx, cy, r * 1.06, P.white) +
    // Zoom in on the head and shoulders: avatar area (300, 300) r 235.
    group(`<clipPath id="${id}"><circle cx="300" cy="300" r="235"/></clipPath>` + group(inner, { 'clip-path': `url(#${id})` }), {
      transform: translate(cx - (300 * r) / 235, cy - (300 * r) / 235, r / 235),
    })
  );
}

/**
 * Care scene: the focal motif card together with one or two illustrated
 * people (a doctor, optionally a patient). Used for "care" banners and team
 * pictures. `focusX` shifts the group (banners keep the left side free).
 */
export function peopleScene(
  rng: Rng,
  w: number,
  h: number,
  motif: MotifChoice,
  accent: Accent,
  opts: { focusX?: number; patient?: boolean } = {},
): string {
  const m = Math.min(w, h);
  const cx = opts.focusX ?? w / 2;
  const fy = h * 0.47;
  const s = m * 0.44;
  const spread = m * 0.38;
  const parts = [field(rng.fork('field'), w, h, accent, { x: cx, y: fy }, m)];
  const deco = rng.fork('deco');
  const gy = h * 0.8;
  const cardX = cx - spread * 0.55;
  const discX = cx + spread * 0.62;
  parts.push(pottedPlant(deco, cardX - s * 0.5 - m * 0.16, gy + h * 0.03, m * 0.3));
  parts.push(focalCard(cardX, fy + m * 0.04, s, motif.primary, 'card'));
  parts.push(badge(cardX - s * 0.42, fy + m * 0.04 - s * 0.42, m * 0.07, motif.secondary, accent));
  parts.push(portraitDisc(rng.fork('doctor'), discX, fy - m * 0.12, m * 0.19, 'doctor', accent, 'pd1'));
  if (opts.patient) parts.push(portraitDisc(rng.fork('patient'), discX + m * 0.05, fy + m * 0.27, m * 0.13, 'casual', accent, 'pd2'));
  const left = opts.focusX !== undefined && opts.focusX > w * 0.6 ? w * 0.48 : m * 0.06;
  parts.push(
    scatter(
      deco,
      { x: left, y: h * 0.08, w: w - left - m * 0.06, h: gy - h * 0.14 },
      [
        { x: cardX - s * 0.7, y: fy - s * 0.7, w: s * 1.4, h: s * 1.5 },
        { x: discX - m * 0.24, y: fy - m * 0.34, w: m * 0.48, h: m * 0.78 },
      ],
      3,
      m * 0.035,
      [P.tealSoft, accent.deep],
    ),
  );
  return group(parts.join(''));
}
