/**
 * Places in the hospital, drawn from simple geometry in the same flat style:
 * reception, ward room, operating theatre, laboratory, imaging suite,
 * pharmacy, corridor, garden, ambulance bay and the building itself.
 *
 * Props are drawn on a 1200×900 "stage" (floor line at y = 640) that the
 * caller places and scales on the canvas; walls, floor and sky always span
 * the whole canvas, so the same scene works as a 4:3 gallery picture and as
 * the right-hand part of a wide banner.
 */
import { blob, bush, cloud, crossSign, leaf, pottedPlant, slimTree, sprig, tree } from './decor';
import { P, shade, type Accent } from './palette';
import { Rng } from './rng';
import { circle, ellipse, f, group, line, path, rect, translate } from './svg';
import { GROUND } from './scene';

export type PlaceKind =
  | 'reception'
  | 'ward'
  | 'icu'
  | 'theatre'
  | 'lab'
  | 'imaging'
  | 'pharmacy'
  | 'corridor'
  | 'garden'
  | 'ambulance'
  | 'building';

const FY = 640; // floor line on the stage
const WOOD = '#d9b48c';
const FLOOR = '#f2e6d4';
/** Bottom layers run past the canvas so phone crops of banners can show more floor. */
export const BLEED = 1.3;

const PLACE_RULES: readonly [PlaceKind, RegExp][] = [
  ['reception', /reception|lobby|front desk|help ?desk|waiting (area|room|lounge)|registration|billing/],
  ['theatre', /operating|theatre|theater|\bot\b|surgical suite|surgery room/],
  ['imaging', /imaging|x-?ray|\bct\b|\bmri\b|scanner|radiolog|ultrasound|mammogra|cath ?lab/],
  ['lab', /\blab\b|laborator|patholog|microscope|blood sample|specimen/],
  ['pharmacy', /pharmac|dispens|chemist|medicine counter|medicines? shelf/],
  ['icu', /\bicu\b|intensive care|critical care|\bnicu\b|\bhdu\b|ventilator/],
  ['ward', /\bward\b|patient room|private room|\broom\b|\bbeds?\b|\bicu\b|intensive care|inpatient|recovery|nicu|suite/],
  ['ambulance', /ambulance|emergency (entrance|bay|department)|casualty|drop-?off/],
  ['garden', /garden|courtyard|lawn|\bpark\b|outdoor|terrace|greenery|landscap/],
  ['building', /building|exterior|facade|façade|campus|hospital front|front of|entrance|outside/],
  ['corridor', /corridor|hallway|passage|\bopd\b|consultation|clinic area/],
];

/** Which place a text describes, by its earliest matching keyword. */
export function choosePlace(text: string): PlaceKind | null {
  const t = text.toLowerCase();
  let best: { kind: PlaceKind; at: number } | null = null;
  for (const [kind, re] of PLACE_RULES) {
    const m = re.exec(t);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index };
  }
  return best?.kind ?? null;
}

interface Stage {
  x: number;
  y: number;
  k: number;
}

// ------------------------------------------------------------- backdrops

function interior(w: number, h: number, floorY: number, wall: string, floor: string, k: number): string {
  return (
    rect(0, 0, w, h, wall) +
    rect(0, floorY - 150 * k, w, 150 * k, shade(wall, -0.035)) +
    rect(0, floorY - 156 * k, w, 10 * k, P.white) +
    rect(0, floorY, w, h * BLEED - floorY, floor) +
    rect(0, floorY, w, 12 * k, shade(floor, -0.07))
  );
}

function exterior(rng: Rng, w: number, h: number, groundY: number, k: number, accent: Accent): string {
  return (
    rect(0, 0, w, h, P.tealMist) +
    blob(rng, w * rng.range(0.15, 0.35), h * 0.3, 260 * k, P.tealTint, 0.8) +
    blob(rng, w * rng.range(0.7, 0.9), h * 0.22, 140 * k, accent.light) +
    cloud(w * rng.range(0.08, 0.3), h * 0.2, 170 * k) +
    cloud(w * rng.range(0.55, 0.75), h * 0.14, 120 * k) +
    path(`M0 ${f(groundY - 8 * k)}Q${f(w / 2)} ${f(groundY - 34 * k)} ${f(w)} ${f(groundY - 8 * k)}V${f(h * BLEED)}H0Z`, P.sageLight) +
    rect(0, groundY + 40 * k, w, h * BLEED - groundY, GROUND)
  );
}

// ------------------------------------------------------------- shared props

function windowView(x: number, y: number, w: number, h: number, rng: Rng): string {
  return (
    rect(x - 12, y - 12, w + 24, h + 24, P.white, 22) +
    rect(x, y, w, h, '#dcedf4', 12) +
    cloud(x + w * 0.12, y + h * 0.32, w * 0.34) +
    bush(x + w * 0.3, y + h * 0.86, w * 0.5, P.sage) +
    bush(x + w * 0.72, y + h * 0.86, w * 0.46, P.sageDeep) +
    rect(x, y + h * 0.84, w, h * 0.16, P.sage, 0) +
    rect(x + w / 2 - 5, y, 10, h, P.white) +
    rect(x, y + h * 0.48, w, 8, P.white) +
    (rng.chance(0.5) ? '' : circle(x + w * 0.8, y + h * 0.22, w * 0.07, '#fbe7b9'))
  );
}

function wallArt(x: number, y: number, w: number, h: number, accent: Accent): string {
  return (
    rect(x, y, w, h, P.white, 12) +
    rect(x + 14, y + 14, w - 28, h - 28, accent.light, 6) +
    path(`M${f(x + 14)} ${f(y + h - 14)}L${f(x + w * 0.4)} ${f(y + h * 0.45)}L${f(x + w * 0.62)} ${f(y + h * 0.7)}L${f(x + w * 0.75)} ${f(y + h * 0.55)}L${f(x + w - 14)} ${f(y + h - 14)}Z`, P.tealSoft) +
    circle(x + w * 0.72, y + h * 0.33, w * 0.08, accent.main)
  );
}

/** A soft contact shadow on the floor under furniture. */
function shadow(cx: number, w: number): string {
  return ellipse(cx, FY + 6, w / 2, 12, P.slate700, { opacity: 0.07 });
}

function pendant(x: number, drop: number, r: number, shadeColor: string): string {
  return (
    line(`M${f(x)} -300V${f(drop)}`, P.slate400, 4) +
    path(`M${f(x - r)} ${f(drop + r * 0.7)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(drop + r * 0.7)}Z`, shadeColor) +
    circle(x, drop + r * 0.75, r * 0.28, '#fbe7b9')
  );
}

function chair(x: number, color: string): string {
  // Side-on waiting chair standing on the floor line.
  return (
    rect(x, FY - 200, 26, 130, shade(color, -0.12), 13) +
    rect(x, FY - 92, 120, 28, color, 14) +
    rect(x + 14, FY - 64, 8, 64, P.slate400, 4) +
    rect(x + 96, FY - 64, 8, 64, P.slate400, 4)
  );
}

function counter(x: number, w: number, top: number, body: string, surface = P.white): string {
  return rect(x + 16, top + 14, w - 32, FY - top - 14, body, 18) + rect(x, top, w, 30, surface, 14);
}

function monitor(x: number, y: number, w: number, h: number, screen = P.slate700, trace = P.sage): string {
  const pts = [0, 0.5, 0.18, 0.5, 0.26, 0.25, 0.34, 0.75, 0.42, 0.5, 0.62, 0.5, 0.7, 0.35, 0.78, 0.5, 1, 0.5];
  let d = '';
  for (let i = 0; i < pts.length; i += 2) {
    const px = x + 18 + (w - 36) * (pts[i] as number);
    const py = y + 14 + (h - 28) * (pts[i + 1] as number);
    d += `${i === 0 ? 'M' : 'L'}${f(px)} ${f(py)}`;
  }
  return rect(x, y, w, h, screen, 14) + line(d, trace, 6);
}

// ------------------------------------------------------------- interiors

function reception(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(wallArt(90, 170, 200, 150, accent));
  p.push(pendant(420, 110, 48, accent.main) + pendant(780, 110, 48, accent.main));
  p.push(crossSign(600, 250, 58));
  p.push(rect(660, 372, 120, 80, P.slate700, 10) + rect(705, 452, 30, 20, P.slate400, 4));
  p.push(shadow(600, 620) + shadow(215, 260) + shadow(1020, 120));
  p.push(counter(330, 540, 462, P.teal));
  p.push(rect(360, 540, 480, 14, P.tealMid, 7));
  p.push(rect(400, 430, 60, 32, accent.light, 6) + sprig(rng, 430, 436, 70, 0.3, P.sageDeep));
  p.push(chair(100, accent.main) + chair(220, accent.main));
  p.push(pottedPlant(rng, 1020, FY + 4, 250));
  return p.join('');
}

/** Hospital bed, side view, headboard at x = 530, foot at x = 1030. */
function bed(): string {
  return (
    shadow(780, 560) +
    rect(530, 360, 34, 250, P.teal, 16) +
    rect(1000, 440, 30, 170, P.teal, 14) +
    rect(540, 532, 480, 30, P.slate300, 12) +
    rect(560, 470, 450, 66, P.white, 18) +
    path('M660 466H1000Q1014 466 1014 480V540H660Q640 540 640 520V486Q640 466 660 466Z', P.tealLight) +
    line('M700 486H990', P.white, 6, { opacity: 0.7 }) +
    ellipse(610, 462, 56, 26, P.white) +
    ellipse(610, 462, 56, 26, 'none', { stroke: P.slate200, 'stroke-width': 4 }) +
    rect(580, 562, 10, 56, P.slate400, 4) +
    rect(960, 562, 10, 56, P.slate400, 4) +
    circle(585, 624, 14, P.slate500) +
    circle(965, 624, 14, P.slate500)
  );
}

function ivStand(x: number): string {
  return (
    line(`M${x} 250V630M${x - 30} 632H${x + 30}`, P.slate400, 8) +
    line(`M${x} 250H${x + 30}`, P.slate400, 6) +
    rect(x + 8, 262, 48, 80, P.white, 12) +
    rect(x + 14, 290, 36, 46, P.tealLight, 8) +
    line(`M${x + 32} 342C${x + 32} 420 ${x + 90} 420 ${x + 110} 450`, P.slate300, 4)
  );
}

function curtain(x0: number, x1: number, color: string): string {
  const folds = [0.3, 0.62].map((t) => `M${f(x0 + (x1 - x0) * t)} 80V550`).join('');
  return (
    path(`M${x0} 74H${x1}V560C${f(x1 - 40)} 575 ${f(x0 + 60)} 545 ${f(x0 + 30)} 565C${f(x0 + 15)} 572 ${x0 + 6} 560 ${x0} 565Z`, color) +
    line(folds, shade(color, -0.08), 6)
  );
}

function ward(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(windowView(90, 150, 270, 240, rng));
  p.push(line('M1050 70H1400', P.slate400, 8) + curtain(1090, 1400, accent.light));
  // Armchair for family, under the window.
  const ch = accent.main;
  p.push(shadow(200, 220));
  p.push(rect(112, 430, 176, 150, ch, 36) + rect(96, 540, 208, 62, shade(ch, -0.1), 24));
  p.push(rect(84, 500, 44, 110, shade(ch, -0.05), 20) + rect(272, 500, 44, 110, shade(ch, -0.05), 20));
  p.push(rect(110, 606, 12, 34, P.slate500, 5) + rect(278, 606, 12, 34, P.slate500, 5));
  p.push(ivStand(470));
  p.push(bed());
  // Bedside cabinet with flowers, at the foot side.
  p.push(shadow(1080, 110) + rect(1040, 510, 90, 130, WOOD, 14) + line('M1058 565H1112', shade(WOOD, -0.15), 5));
  p.push(rect(1070, 466, 30, 44, '#dcedf4', 10) + sprig(rng, 1085, 472, 80, -0.4, P.sage));
  return p.join('');
}

function icu(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(line('M-200 70H1400', P.slate400, 8));
  p.push(curtain(-200, 90, accent.light) + curtain(1110, 1400, accent.light));
  // Bed-head service panel with outlets.
  p.push(rect(420, 300, 640, 44, P.white, 22));
  for (let i = 0; i < 6; i++) p.push(circle(470 + i * 48, 322, 10, i % 3 === 0 ? accent.main : P.tealSoft));
  // Wall monitor on an arm.
  p.push(line('M820 300V250L760 230', P.slate400, 12) + monitor(640, 120, 220, 140, P.slate700, '#8fd19e'));
  // Ventilator on a cart, hose to the bed head.
  p.push(shadow(300, 170));
  p.push(rect(230, 330, 140, 270, P.white, 22) + rect(230, 330, 140, 270, 'none', 22, { stroke: P.slate200, 'stroke-width': 4 }));
  p.push(monitor(246, 350, 108, 80, P.slate700, P.tealSoft) + circle(270, 470, 12, accent.main) + circle(330, 470, 12, P.tealLight));
  p.push(rect(250, 600, 10, 24, P.slate400, 4) + rect(340, 600, 10, 24, P.slate400, 4) + circle(255, 628, 11, P.slate500) + circle(345, 628, 11, P.slate500));
  p.push(line('M370 500C440 500 470 420 560 440', P.slate300, 10));
  p.push(bed());
  return p.join('');
}

function theatre(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  // Soft light cone, then the lamp on its ceiling arm.
  p.push(path('M610 180L760 180L900 460L470 460Z', P.white, { opacity: 0.45 }));
  p.push(line('M560 -300V70L685 120', P.slate400, 12));
  p.push(path('M560 190Q560 110 685 110Q810 110 810 190Z', P.slate200));
  p.push(rect(548, 180, 274, 22, P.slate300, 11));
  p.push(circle(625, 202, 18, '#fff3d6') + circle(685, 206, 18, '#fff3d6') + circle(745, 202, 18, '#fff3d6'));
  p.push(shadow(690, 300) + shadow(240, 160) + shadow(1035, 200));
  // Table.
  p.push(rect(440, 470, 500, 30, P.tealMid, 15) + rect(455, 448, 470, 28, P.white, 14) + ellipse(500, 446, 46, 18, P.tealLight));
  p.push(rect(650, 500, 80, 108, P.slate400, 10) + rect(590, 606, 200, 30, P.slate500, 14));
  // Monitor on a stand.
  p.push(monitor(140, 260, 200, 140, P.slate700, '#8fd19e'));
  p.push(rect(232, 400, 16, 224, P.slate400, 6) + rect(180, 620, 120, 18, P.slate500, 9));
  p.push(circle(168, 286, 6, accent.main));
  // Instrument trolley.
  p.push(group(
    rect(980, 470, 170, 20, P.slate300, 10) + rect(990, 560, 150, 14, P.slate300, 7) +
    rect(996, 490, 10, 134, P.slate400, 4) + rect(1124, 490, 10, 134, P.slate400, 4) +
    circle(1001, 628, 11, P.slate500) + circle(1129, 628, 11, P.slate500) +
    rect(1000, 448, 60, 22, P.white, 8) + rect(1075, 454, 56, 16, accent.main, 8),
    { transform: 'translate(-30 0)' },
  ));
  return p.join('');
}

function flask(x: number, base: number, s: number, liquid: string): string {
  const neck = s * 0.18;
  const top = base - s;
  const d = `M${f(x - neck)} ${f(top)}V${f(top + s * 0.35)}L${f(x - s * 0.45)} ${f(base - 12)}Q${f(x - s * 0.47)} ${f(base)} ${f(x - s * 0.35)} ${f(base)}H${f(x + s * 0.35)}Q${f(x + s * 0.47)} ${f(base)} ${f(x + s * 0.45)} ${f(base - 12)}L${f(x + neck)} ${f(top + s * 0.35)}V${f(top)}Z`;
  const liq = `M${f(x - s * 0.3)} ${f(base - s * 0.32)}H${f(x + s * 0.3)}L${f(x + s * 0.42)} ${f(base - 10)}Q${f(x + s * 0.42)} ${f(base - 4)} ${f(x + s * 0.34)} ${f(base - 4)}H${f(x - s * 0.34)}Q${f(x - s * 0.42)} ${f(base - 4)} ${f(x - s * 0.42)} ${f(base - 10)}Z`;
  return path(d, P.white) + path(liq, liquid) + rect(x - neck - 6, top - 8, neck * 2 + 12, 14, P.slate300, 7);
}

function lab(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  // Wall shelves with jars.
  for (const sy of [230, 350]) {
    p.push(rect(120, sy, 430, 14, WOOD, 7));
    let x = 140;
    while (x < 520) {
      const jw = rng.int(34, 52);
      const jh = rng.int(50, 86);
      const c = rng.pick([P.tealLight, accent.main, P.sageLight, P.white, P.tealSoft]);
      p.push(rect(x, sy - jh, jw, jh, c, 8) + rect(x + 4, sy - jh - 10, jw - 8, 12, P.slate400, 5));
      x += jw + rng.int(12, 30);
    }
  }
  p.push(windowView(760, 150, 300, 220, rng));
  // Bench with cabinets.
  p.push(rect(100, 470, 1000, 170, P.tealMid, 16));
  for (let i = 0; i < 4; i++) p.push(rect(130 + i * 240, 500, 210, 120, shade(P.tealMid, 0.12), 10) + rect(215 + i * 240, 520, 40, 8, P.white, 4));
  p.push(rect(80, 450, 1040, 30, P.white, 14));
  // Microscope.
  p.push(rect(680, 426, 170, 26, P.slate700, 13));
  p.push(line('M806 430V330Q806 290 772 284', P.slate700, 26));
  p.push(rect(696, 374, 120, 16, P.slate500, 8));
  p.push(
    group(rect(-22, -96, 44, 126, P.teal, 18) + rect(-15, -122, 30, 32, P.slate700, 10) + rect(-10, 28, 20, 26, P.slate500, 6), {
      transform: 'translate(752 318) rotate(-22)',
    }),
  );
  p.push(circle(806, 392, 16, P.slate500));
  // Glassware.
  p.push(flask(330, 450, 120, P.tealSoft) + flask(470, 450, 80, accent.main));
  p.push(rect(950, 410, 130, 40, WOOD, 8));
  for (let i = 0; i < 4; i++) {
    const c = [P.tealSoft, accent.main, P.sage, P.tealLight][i] as string;
    p.push(rect(962 + i * 30, 340, 20, 90, P.white, 10) + rect(962 + i * 30, 380, 20, 50, c, 10));
  }
  return p.join('');
}

function imaging(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  // Control-room window with a monitor inside.
  p.push(rect(90, 170, 260, 180, P.white, 20) + rect(104, 184, 232, 152, '#dcedf4', 12));
  p.push(monitor(150, 230, 130, 80, P.slate700, P.tealSoft));
  p.push(shadow(795, 480) + shadow(460, 260));
  // Gantry.
  p.push(rect(560, 150, 470, 470, shade(P.tealTint, -0.05), 150));
  p.push(rect(570, 140, 450, 460, P.white, 140));
  p.push(circle(795, 370, 150, P.tealTint) + circle(795, 370, 150, 'none', { stroke: P.tealSoft, 'stroke-width': 16 }));
  p.push(circle(795, 370, 108, shade(P.tealTint, -0.08)));
  p.push(rect(600, 600, 390, 40, P.slate300, 14));
  p.push(circle(935, 200, 10, accent.main) + circle(965, 200, 10, P.tealSoft));
  // Patient table sliding in.
  p.push(rect(330, 430, 560, 34, P.white, 17) + rect(340, 418, 520, 20, accent.light, 10));
  p.push(rect(380, 464, 160, 150, P.slate300, 14) + rect(360, 608, 200, 32, P.slate400, 14));
  return p.join('');
}

function pharmacy(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(rect(140, 90, 920, 380, WOOD, 20) + rect(160, 110, 880, 340, '#f6ead9', 12));
  for (const sy of [200, 300, 400]) {
    p.push(rect(160, sy + 30, 880, 14, WOOD));
    let x = 180;
    while (x < 1000) {
      const box = rng.chance(0.55);
      const iw = box ? rng.int(50, 80) : rng.int(28, 40);
      const ih = box ? rng.int(44, 70) : rng.int(50, 74);
      if (x + iw > 1020) break;
      const c = rng.pick([P.white, P.tealLight, accent.main, P.tealSoft, P.sageLight, accent.light]);
      if (box) p.push(rect(x, sy + 30 - ih, iw, ih, c, 6) + rect(x + 8, sy + 30 - ih * 0.6, iw - 16, 8, P.white, 4));
      else p.push(rect(x, sy + 30 - ih, iw, ih, c, 10) + rect(x + 3, sy + 30 - ih - 12, iw - 6, 16, P.slate400, 6));
      x += iw + rng.int(10, 34);
    }
  }
  p.push(counter(100, 1000, 480, P.teal));
  p.push(crossSign(600, 570, 44, P.white, P.teal));
  p.push(rect(240, 444, 90, 36, accent.light, 8) + rect(252, 430, 22, 20, P.white, 6) + rect(282, 424, 26, 26, P.tealLight, 8));
  p.push(rect(860, 440, 70, 40, P.slate700, 8) + rect(870, 448, 50, 12, P.tealSoft, 4));
  return p.join('');
}

function door(x: number, accent: string): string {
  return (
    rect(x - 10, 250, 190, 390, P.white, 14) +
    rect(x, 262, 170, 378, accent, 10) +
    rect(x + 30, 300, 110, 70, '#dcedf4', 8) +
    rect(x + 140, 450, 14, 40, P.slate500, 7)
  );
}

function corridor(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(line('M-400 470H1600', P.slate300, 10));
  p.push(door(110, P.tealLight) + door(520, accent.light) + door(930, P.tealLight));
  p.push(crossSign(400, 190, 30) + crossSign(810, 190, 30));
  p.push(shadow(410, 200));
  // Bench and plant between doors.
  p.push(rect(330, 550, 160, 24, WOOD, 12) + rect(344, 574, 10, 66, P.slate400, 4) + rect(466, 574, 10, 66, P.slate400, 4));
  p.push(pottedPlant(rng, 800, FY + 4, 200));
  return p.join('');
}

// ------------------------------------------------------------- exteriors

function building(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  const win = (x0: number, y0: number, cols: number, rows: number, dx: number, dy: number, ww: number, wh: number, c: string) => {
    let s = '';
    for (let r = 0; r < rows; r++) for (let c2 = 0; c2 < cols; c2++) s += rect(x0 + c2 * dx, y0 + r * dy, ww, wh, c, 8);
    return s;
  };
  // Wings, then the main block.
  p.push(rect(120, 320, 270, 320, P.tealTint, 18) + win(150, 360, 3, 3, 80, 86, 50, 52, P.white));
  p.push(rect(810, 260, 290, 380, P.tealTint, 18) + win(840, 300, 3, 4, 86, 82, 56, 50, P.white));
  p.push(rect(360, 110, 480, 530, P.white, 22) + rect(360, 110, 480, 40, P.teal, 20) + rect(360, 130, 480, 20, P.teal));
  p.push(win(400, 300, 5, 3, 82, 80, 56, 52, P.tealLight));
  p.push(crossSign(600, 220, 48));
  // Entrance with canopy.
  p.push(rect(510, 520, 180, 120, P.tealSoft, 10) + rect(596, 520, 8, 120, P.white));
  p.push(rect(470, 496, 260, 28, P.teal, 14) + rect(486, 524, 10, 116, P.slate400) + rect(704, 524, 10, 116, P.slate400));
  p.push(path('M520 640H680L786 1100H414Z', P.sandLight));
  p.push(tree(rng, 60, FY + 10, 300) + slimTree(1150, FY + 10, 260) + tree(rng, 1030, FY + 20, 200, P.sageDeep));
  p.push(bush(300, FY + 12, 140) + bush(900, FY + 12, 120, P.sageDeep));
  return p.join('');
}

function garden(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  p.push(rect(160, 300, 880, 340, P.tealTint, 20));
  for (let i = 0; i < 9; i++) p.push(rect(200 + i * 94, 350, 56, 50, P.white, 8) + rect(200 + i * 94, 450, 56, 50, P.white, 8));
  p.push(crossSign(600, 250, 40));
  p.push(bush(250, FY + 6, 220) + bush(520, FY + 6, 180, P.sageDeep) + bush(900, FY + 6, 240));
  p.push(path('M560 650C520 720 420 780 300 900L240 1100H660L620 900C660 800 660 720 640 650Z', P.sandLight));
  p.push(tree(rng, 120, FY + 80, 420) + tree(rng, 1060, FY + 60, 360, P.sageDeep));
  // Bench on the lawn.
  p.push(rect(760, 690, 210, 22, WOOD, 11) + rect(760, 650, 210, 20, WOOD, 10));
  p.push(rect(776, 712, 12, 50, P.slate500, 5) + rect(942, 712, 12, 50, P.slate500, 5));
  p.push(leaf(300, 780, 70, -30, P.sage) + leaf(320, 782, 54, 20, P.sageDeep));
  p.push(circle(880, 820, 10, accent.main) + circle(910, 830, 8, P.white) + circle(860, 838, 8, accent.main));
  return p.join('');
}

function ambulance(rng: Rng, accent: Accent): string {
  const p: string[] = [];
  // Building with the emergency canopy.
  p.push(rect(560, 120, 620, 520, P.white, 22) + rect(560, 120, 620, 36, P.teal, 20) + rect(560, 140, 620, 16, P.teal));
  for (let r = 0; r < 2; r++) for (let c = 0; c < 4; c++) p.push(rect(610 + c * 112, 200 + r * 100, 72, 60, P.tealLight, 8));
  p.push(rect(800, 470, 200, 170, P.tealSoft, 10) + rect(896, 470, 8, 170, P.white));
  p.push(rect(700, 430, 420, 36, P.teal, 18) + rect(720, 466, 12, 174, P.slate400) + rect(1090, 466, 12, 174, P.slate400));
  p.push(crossSign(1100, 260, 40));
  // The ambulance (side view, facing left).
  const body = 'M140 480Q140 450 170 450H460Q490 450 490 480V660H60V570Q60 545 80 535L140 505Z';
  p.push(path(body, P.white) + path(body, 'none', { stroke: P.slate200, 'stroke-width': 4 }));
  p.push(path('M96 540L146 512V566H96Z', '#dcedf4'));
  p.push(rect(60, 598, 430, 22, P.teal));
  p.push(rect(250, 478, 50, 14, '#dcedf4', 4) + crossSign(360, 530, 38, P.teal, P.white));
  p.push(rect(196, 432, 90, 20, accent.main, 10));
  p.push(circle(150, 662, 36, P.slate700) + circle(150, 662, 14, P.slate300) + circle(400, 662, 36, P.slate700) + circle(400, 662, 14, P.slate300));
  return p.join('');
}

// ------------------------------------------------------------- entry

const INTERIOR_WALL: Partial<Record<PlaceKind, [string, string]>> = {
  reception: [P.tealMist, FLOOR],
  ward: [P.tealMist, FLOOR],
  icu: [P.tealMist, '#e9eef2'],
  theatre: [P.tealTint, '#dcecea'],
  lab: [P.tealMist, '#e9eef2'],
  imaging: [P.tealMist, '#e9eef2'],
  pharmacy: [P.tealMist, FLOOR],
  corridor: [P.tealMist, FLOOR],
};

const DRAW: Record<PlaceKind, (rng: Rng, accent: Accent) => string> = {
  reception,
  ward,
  icu,
  theatre,
  lab,
  imaging,
  pharmacy,
  corridor,
  garden,
  ambulance,
  building,
};

/** Where the 1200×900 stage sits on a canvas: floor at 76% height, centred or right-aligned. */
export function stageFor(w: number, h: number, align: 'center' | 'right'): Stage {
  const k = (1.1 * h) / 900;
  const y = 0.76 * h - FY * k;
  const x = align === 'center' ? (w - 1200 * k) / 2 : w - 1200 * k + 20 * k;
  return { x, y, k };
}

/** Parts of a place that must run the full width of the canvas (roads). */
function fullWidth(kind: PlaceKind, w: number, h: number, stage: Stage): string {
  if (kind !== 'ambulance') return '';
  const top = stage.y + 690 * stage.k;
  const mid = top + 90 * stage.k;
  let dashes = '';
  for (let x = stage.x % (220 * stage.k) - 220 * stage.k; x < w; x += 220 * stage.k) dashes += `M${f(x)} ${f(mid)}h${f(140 * stage.k)}`;
  return rect(0, top, w, h * BLEED - top, P.slate200) + line(dashes, P.white, 10 * stage.k);
}

export function placeScene(kind: PlaceKind, rng: Rng, w: number, h: number, stage: Stage, accent: Accent): string {
  const k = stage.k;
  const floorY = stage.y + FY * k;
  const walls = INTERIOR_WALL[kind];
  const parts: string[] = [];
  const bg = rng.fork('bg');
  if (walls) {
    parts.push(interior(w, h, floorY, walls[0], walls[1], k));
    // A quiet wall blob where a banner's text will sit.
    if (stage.x > 300 * k) parts.push(blob(bg, stage.x * 0.5, h * 0.36, 230 * k, shade(walls[0], -0.03), 0.8));
  } else {
    parts.push(exterior(bg, w, h, floorY, k, accent));
  }
  parts.push(fullWidth(kind, w, h, stage));
  parts.push(group(DRAW[kind](rng.fork(kind), accent), { transform: translate(stage.x, stage.y, k) }));
  return parts.join('');
}
