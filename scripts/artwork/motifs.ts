/**
 * Motifs: which lucide icon a picture carries, chosen from keywords in its alt
 * text and path, and the code that embeds a lucide icon as scaled SVG.
 */
import fs from 'node:fs';
import path from 'node:path';
import { f, f4 } from './svg';

const HERE = typeof __dirname === 'string' ? __dirname : path.join(process.cwd(), 'scripts', 'artwork');
const ICON_DIRS = [
  path.resolve(HERE, '../../node_modules/lucide-static/icons'),
  path.resolve(process.cwd(), 'node_modules/lucide-static/icons'),
];

const cache = new Map<string, string | null>();

/** Inner markup of a lucide icon (its path/circle/rect/line/polyline elements), or null. */
export function iconBody(name: string): string | null {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) return null;
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  let body: string | null = null;
  for (const dir of ICON_DIRS) {
    const file = path.join(dir, `${name}.svg`);
    if (!fs.existsSync(file)) continue;
    const raw = fs.readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const m = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(raw);
    if (m?.[1]) {
      body = m[1]
        .replace(/\s+/g, ' ')
        .replace(/\s*\/>\s*/g, '/>')
        .replace(/>\s+</g, '><')
        .trim();
      // Only plain drawing elements are kept.
      if (/<(?!\/?(path|circle|rect|line|polyline|polygon|ellipse)\b)/.test(body)) body = null;
    }
    break;
  }
  cache.set(name, body);
  return body;
}

export function iconExists(name: string): boolean {
  return iconBody(name) !== null;
}

/**
 * A lucide icon centred on (cx, cy), `size` px wide, stroked in `color`.
 * The stroke stays 2 in icon units (lucide's own weight), so every icon in
 * the set has the same visual weight relative to its size.
 */
export function icon(name: string, cx: number, cy: number, size: number, color: string, strokeWidth = 2): string {
  const body = iconBody(name) ?? iconBody('stethoscope') ?? '';
  const s = size / 24;
  return (
    `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f4(s)})" fill="none" ` +
    `stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">` +
    body.replace(/currentColor/g, color) +
    '</g>'
  );
}

// ------------------------------------------------------------------ keywords

interface Rule {
  re: RegExp;
  icons: readonly string[];
  /** 3 = specific condition or procedure, 2 = specialty, 1 = generic. */
  pri: number;
}

const RULES: readonly Rule[] = [
  { re: /heart(?!burn)|cardi|\becg\b|\bekg\b|\becho\b|angio|bypass|\bcabg\b|pacemaker|hypertension|blood pressure/, icons: ['heart-pulse'], pri: 3 },
  { re: /brain|neuro|stroke|epilep|seizure|migraine|headache|dementia|parkinson|memory/, icons: ['brain'], pri: 3 },
  { re: /\bbones?\b|knee|\bhips?\b|joint|fracture|spine|spinal|ortho|arthrit|arthro|ligament|shoulder|osteo|back pain|\bcast\b/, icons: ['bone'], pri: 3 },
  { re: /pregnan|maternity|obstetric|antenatal|prenatal|postnatal|delivery|labour room|\bbirth|\bivf\b|fertility|expecting/, icons: ['heart-handshake', 'baby'], pri: 3 },
  { re: /gynae|gynec|women'?s health|menstru|\bpcos\b|uterus|ovar|menopaus/, icons: ['venus', 'heart'], pri: 3 },
  { re: /kidney|\brenal|\burolog|urine|urinary|prostate|(?<!gall)bladder|\bstones?\b|dialysis|nephro/, icons: ['droplets'], pri: 3 },
  { re: /\bveins?\b|varicose|vascular|\bdvt\b|ablation/, icons: ['activity'], pri: 3 },
  { re: /laser/, icons: ['zap'], pri: 3 },
  { re: /lung|breath|asthma|pulmon|respirat|\bcopd\b|cough|wheez|inhaler|nebuli|oxygen/, icons: ['wind'], pri: 3 },
  { re: /allerg|pollen|hay fever/, icons: ['flower-2', 'wind'], pri: 3 },
  { re: /\bskin\b|derma|acne|eczema|psoriasis|\brash/, icons: ['hand'], pri: 3 },
  { re: /\bscars?\b|wound|\bburns?\b|dressing|bandag|stitch|suture/, icons: ['bandage'], pri: 3 },
  { re: /cosmetic|\baesthetic|rhinoplast|liposuct|abdominoplast|blepharoplast|tummy tuck|facelift|contour/, icons: ['sparkles'], pri: 3 },
  { re: /cleft/, icons: ['smile'], pri: 3 },
  { re: /\bhands?\b|wrist|finger|carpal/, icons: ['hand'], pri: 2 },
  { re: /breast|cancer|oncolog|tumou?r|chemo|mammo/, icons: ['ribbon'], pri: 3 },
  { re: /ultrasound|\bscans?\b|sonograph|x-ray|xray|\bct\b|\bmri\b|imaging|radiolog|doppler/, icons: ['scan-search', 'scan'], pri: 3 },
  { re: /microscope|\blab\b|laborator|patholog|blood test|biopsy|sample|specimen|test tube/, icons: ['microscope', 'test-tube'], pri: 3 },
  { re: /vaccin|immunis|immuniz|\bjabs?\b|injection|\bshots?\b/, icons: ['syringe'], pri: 3 },
  { re: /covid|infection|infectious|\bvirus|antibiotic|hygiene|sanitis/, icons: ['shield-plus'], pri: 3 },
  { re: /fever|temperature|thermometer/, icons: ['thermometer'], pri: 3 },
  { re: /diabet|sugar|insulin|glucose|blood donat|transfus|\bblood\b/, icons: ['droplet'], pri: 3 },
  { re: /thyroid|hormone|endocrin/, icons: ['activity'], pri: 3 },
  { re: /\beyes?\b|\bvision|cataract|glaucoma|retina|ophthalm|lasik|squint|spectacle/, icons: ['eye'], pri: 3 },
  { re: /\bears?\b|hearing|\bent\b|throat|sinus|tonsil|\bnose\b|nasal|audiolog/, icons: ['ear'], pri: 3 },
  { re: /dental|\bteeth\b|tooth|dentist|\boral\b|\bgums?\b/, icons: ['smile'], pri: 3 },
  { re: /\bstress|\bmental|psychiat|psycholog|\bcounsel|anxiety|depress|\btherapy|wellbeing|well-being|\bmind\b/, icons: ['smile', 'brain'], pri: 3 },
  { re: /physio|rehab|exercise|mobility|gait|stretch|parallel bars/, icons: ['footprints', 'activity'], pri: 3 },
  { re: /\bwalk/, icons: ['footprints'], pri: 1 },
  { re: /fitness|workout|\bgym\b|strength/, icons: ['dumbbell'], pri: 3 },
  { re: /sleep|insomnia|\bsnor|apnoea|apnea/, icons: ['moon'], pri: 3 },
  { re: /ambulance/, icons: ['ambulance'], pri: 3 },
  { re: /emergency|trauma|accident|casualty|urgent|24x7|24 x 7/, icons: ['siren', 'ambulance'], pri: 3 },
  { re: /\bicu\b|intensive care|critical care|\bbeds?\b|\bward\b|admission|inpatient|(patient|hospital|private) room/, icons: ['bed-double'], pri: 2 },
  { re: /surgery|surgical|surgeon|operation|operating|theatre|theater|laparoscop|keyhole|incision/, icons: ['scissors', 'syringe'], pri: 3 },
  { re: /pharmac|\bmedicines\b|medication|tablet|\bpills?\b|\bdrugs?\b|prescription|dose/, icons: ['pill'], pri: 2 },
  { re: /\bdiet|nutrition|\bfood|weaning|feeding|\bmeal|\beating|obes|weight loss/, icons: ['apple'], pri: 3 },
  { re: /stomach|gastro|digest|\bliver|bowel|colon|endoscop|acidity|ulcer|\bgut\b|tummy(?! tuck)|abdomen|abdominal/, icons: ['soup', 'apple'], pri: 3 },
  { re: /growth|height|measur|milestone|development/, icons: ['ruler'], pri: 2 },
  { re: /elderly|geriatric|senior|old age|grandparent/, icons: ['hand-helping'], pri: 2 },
  { re: /\bbab(y|ies)\b|newborn|neonat|infant|paediatric|pediatric|child|toddler|\bkids?\b/, icons: ['baby'], pri: 2 },
  { re: /\bteen|adolescen|young people/, icons: ['users-round', 'smile'], pri: 2 },
  { re: /mother|\bmum\b|\bmom\b/, icons: ['heart-handshake'], pri: 1 },
  { re: /stethoscope|general medicine|internal medicine|physician/, icons: ['stethoscope'], pri: 2 },
  { re: /check-?up|health check|screening|consult|\bopd\b|family/, icons: ['stethoscope', 'clipboard-plus'], pri: 1 },
  { re: /\bnurs|caring|\bcare\b|comfort|support|compassion|kindness/, icons: ['hand-heart'], pri: 1 },
  { re: /appointment|booking|schedule|calendar/, icons: ['calendar-check'], pri: 1 },
  { re: /\bteam\b|staff|doctors\b|specialists/, icons: ['users-round'], pri: 1 },
  { re: /hospital|building|campus|entrance|reception|facility|welcome/, icons: ['hospital'], pri: 1 },
  { re: /garden|green|plant|nature|\bleaf|hasiru/, icons: ['leaf'], pri: 1 },
];

const FALLBACKS = ['stethoscope', 'hospital', 'heart-pulse'];

/** Natural companions, used when the words suggest no second motif. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  'heart-pulse': ['stethoscope', 'activity'],
  brain: ['activity', 'stethoscope'],
  bone: ['footprints', 'scan'],
  baby: ['heart', 'stethoscope'],
  'heart-handshake': ['baby', 'heart'],
  venus: ['heart', 'stethoscope'],
  droplets: ['droplet', 'activity'],
  droplet: ['activity', 'apple'],
  activity: ['heart-pulse', 'stethoscope'],
  zap: ['sparkles', 'activity'],
  wind: ['stethoscope', 'leaf'],
  'flower-2': ['wind', 'leaf'],
  hand: ['sparkles', 'leaf'],
  bandage: ['hand-heart', 'heart'],
  sparkles: ['hand-heart', 'smile'],
  smile: ['heart', 'sparkles'],
  ribbon: ['hand-heart', 'heart'],
  scan: ['monitor-dot', 'activity'],
  'scan-search': ['monitor-dot', 'activity'],
  microscope: ['test-tube', 'droplet'],
  'test-tube': ['microscope', 'droplet'],
  syringe: ['shield-plus', 'heart'],
  'shield-plus': ['syringe', 'hand-heart'],
  thermometer: ['pill', 'droplet'],
  eye: ['glasses', 'scan-eye'],
  ear: ['stethoscope', 'activity'],
  footprints: ['activity', 'heart'],
  dumbbell: ['heart-pulse', 'activity'],
  moon: ['bed', 'heart'],
  ambulance: ['siren', 'heart-pulse'],
  siren: ['ambulance', 'phone'],
  'bed-double': ['heart-pulse', 'hand-heart'],
  scissors: ['syringe', 'bandage'],
  pill: ['clipboard-plus', 'heart'],
  apple: ['salad', 'heart'],
  soup: ['apple', 'heart'],
  ruler: ['baby', 'apple'],
  'hand-helping': ['heart', 'stethoscope'],
  stethoscope: ['heart-pulse', 'clipboard-plus'],
  'clipboard-plus': ['stethoscope', 'heart'],
  'hand-heart': ['heart', 'stethoscope'],
  'calendar-check': ['stethoscope', 'clock'],
  'users-round': ['heart', 'stethoscope'],
  hospital: ['stethoscope', 'heart'],
  leaf: ['sprout', 'heart'],
};

export interface MotifChoice {
  primary: string;
  secondary: string;
}

interface Candidate {
  icon: string;
  score: number;
}

function firstExisting(names: readonly string[]): string | null {
  for (const n of names) if (iconExists(n)) return n;
  return null;
}

/**
 * Chooses a primary and a (different) secondary icon for a picture.
 * Keywords in the file name count most, then the alt text, then the folders;
 * more specific rules beat generic ones. `hint` is an icon named by the
 * surrounding content: on the picture's own object (`hintIsOwn`, e.g. a
 * department's `icon`) it leads, inherited from further up it is a fallback.
 */
export function chooseMotif(src: string, alt: string, hint?: string, hintIsOwn = false): MotifChoice {
  const clean = (s: string) => s.toLowerCase().replace(/[_/.-]+/g, ' ');
  const rawBase = path.posix.basename(src).replace(/\.svg$/, '');
  // A "-detail" picture repeats its parent's name: let its alt text lead.
  const detail = /-detail(-\d+)?$/.test(rawBase);
  const base = clean(rawBase.replace(/-detail(-\d+)?$/, ''));
  const dirs = clean(path.posix.dirname(src));
  const altText = alt.toLowerCase().replace(/^(an? )?(flat )?(vector )?illustration (of|showing) /, '');
  const sources: readonly [string, number][] = [
    [base, detail ? 1.5 : 3],
    [altText, 2],
    [dirs, 1],
  ];
  const best = new Map<string, Candidate>();
  const add = (iconName: string, score: number) => {
    const prev = best.get(iconName);
    if (!prev || prev.score < score) best.set(iconName, { icon: iconName, score });
  };
  for (const rule of RULES) {
    const name = firstExisting(rule.icons);
    if (!name) continue;
    for (const [text, weight] of sources) {
      const m = rule.re.exec(text);
      if (!m) continue;
      // Earlier mentions matter slightly more than later ones.
      add(name, rule.pri * 10 + weight * 4 - Math.min(m.index, 400) / 200);
      // A rule's alternative icon is a natural secondary motif.
      const alt2 = rule.icons.slice(1).find(iconExists);
      if (alt2) add(alt2, rule.pri * 10 + weight * 4 - 9);
    }
  }
  // An icon on the picture's own object (a department's `icon`) is the
  // editors' choice and beats keywords; an inherited one is only a hint.
  if (hint && iconExists(hint)) add(hint, hintIsOwn ? 41 : 24);
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || (a.icon < b.icon ? -1 : 1));
  const primary = ranked[0]?.icon ?? firstExisting(FALLBACKS) ?? 'stethoscope';
  const secondary =
    ranked.find((c) => c.icon !== primary && c.score >= 14)?.icon ??
    firstExisting((COMPANIONS[primary] ?? []).filter((n) => n !== primary)) ??
    (primary === 'stethoscope' ? 'heart-pulse' : 'stethoscope');
  return { primary, secondary };
}
