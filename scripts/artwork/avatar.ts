/**
 * Illustrated head-and-shoulders portraits for doctors (white coat, teal
 * scrubs, stethoscope) and testimonials (casual clothes). Minimal friendly
 * faces in a flat style, clearly drawings rather than photographs. Hints in
 * the alt text ("woman", "grey hair", "glasses", "beard", ...) are honoured;
 * everything else is chosen by the seed.
 */
import { P, SKIN, HAIR, CLOTHES, shade, type Accent } from './palette';
import { Rng } from './rng';
import { circle, group, line, path, rect, f4 } from './svg';

type Hair = 'short' | 'sidepart' | 'curly' | 'receding' | 'long' | 'bun' | 'bob' | 'braid';

export interface AvatarTraits {
  female: boolean;
  skin: string;
  hairColor: string;
  hair: Hair;
  glasses: boolean;
  beardColor: string;
  beard: 'none' | 'full' | 'goatee' | 'stubble';
  moustache: boolean;
  bindi: boolean;
  earrings: boolean;
  noseStud: boolean;
  cover: 'none' | 'hijab' | 'turban';
  neckline: 'crew' | 'v' | 'collar' | 'kurta' | 'dupatta';
  cloth: string;
}

function firstOf(text: string, res: readonly RegExp[]): number {
  let best = Infinity;
  for (const re of res) {
    const m = re.exec(text);
    if (m && m.index < best) best = m.index;
  }
  return best;
}

/** Clothing colours named in alt text ("a green sari", "a blue headscarf"). */
const COLOUR_WORDS: readonly [RegExp, string][] = [
  [/\b(green|olive|mint)\b/, '#7fbf96'],
  [/\b(blue|sky[- ]blue|turquoise)\b/, '#8fc1d6'],
  [/\bnavy\b/, '#2f4f7a'],
  [/\bteal\b/, '#2c7f8c'],
  [/\b(yellow|mustard|gold(en)?)\b(?! earrings)/, '#e8c35e'],
  [/\b(orange|saffron)\b/, '#eda25b'],
  [/\b(red|maroon|crimson)\b/, '#b9575e'],
  [/\bpink\b/, '#e7a3b4'],
  [/\b(purple|lavender|violet|lilac)\b/, '#b98aa6'],
  [/\b(brown|beige|khaki|tan)\b(?! (skin|hair))/, '#c9a27a'],
  [/\b(cream|off-white|ivory)\b/, '#ecd6b6'],
  [/\b(grey|gray)\b (shirt|kurta|top|t-shirt|sweater|cardigan)/, '#94a3b8'],
];

export function traitsFor(rng: Rng, alt: string, kind: 'doctor' | 'casual'): AvatarTraits {
  const t = alt.toLowerCase();
  const fem = firstOf(t, [/\b(woman|women|female|lady|ladies|girl|she|her|mother|grandmother|aunt|wife|daughter|mrs|ms)\b/]);
  const mal = firstOf(t, [/\b(man|men|male|gentleman|he|his|him|boy|father|grandfather|uncle|husband|son|mr)\b/]);
  const female = fem < mal ? true : mal < fem ? false : rng.fork('gender').chance(0.5);
  const r = rng.fork('traits');
  // A described person gets no random extras (glasses, beard, bindi...).
  const described = /hair|bald|beard|moustache|mustache|glasses|\bbun\b|plait|braid|shaven|stubble|goatee|crew cut|headscarf|hijab|turban/.test(t);
  const extra = (p: number) => !described && r.chance(p);

  const grey = /gr[ae]y|silver|white[- ]haired|white hair|white moustache|salt[- ]and[- ]pepper|older|elderly|senior|grandfather|grandmother|retired|aged/.test(t);
  let skinIdx = r.pick([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6]);
  if (/\b(fair|light)[- ]skin/.test(t)) skinIdx = r.int(0, 1);
  else if (/\b(dark|deep|brown)[- ]skin|dusky/.test(t)) skinIdx = r.int(4, SKIN.length - 1);
  const skin = SKIN[skinIdx] as string;

  let hairColor: string = r.pick([HAIR.black, HAIR.black, HAIR.darkBrown, HAIR.brown]);
  if (/black hair|jet[- ]black/.test(t) && !grey) hairColor = HAIR.black;
  if (grey) hairColor = /silver|white/.test(t) ? HAIR.silver : r.pick([HAIR.grey, HAIR.silver]);
  else if (!/black|dark/.test(t) && extra(0.15)) hairColor = HAIR.grey;

  const has = (re: RegExp) => re.test(t);
  let hair: Hair;
  if (female) {
    hair = r.pick(['long', 'bun', 'bob', 'braid', 'long', 'bun'] as const);
    if (has(/\bbun\b|ponytail|tied back|tied up/)) hair = 'bun';
    else if (has(/plait|braid/)) hair = 'braid';
    else if (has(/short\b[^,.;]*\bhair|\bbob\b|pixie|shoulder[- ]length|curly|chin[- ]length/)) hair = 'bob';
    else if (has(/long\b[^,.;]*\bhair|open hair|worn loose|\bloose\b/)) hair = 'long';
  } else {
    hair = r.pick(['short', 'sidepart', 'curly', 'short', 'sidepart'] as const);
    if (grey && extra(0.5)) hair = 'receding';
    if (has(/bald|receding/)) hair = 'receding';
    else if (has(/curly|wavy|tousled/)) hair = 'curly';
    else if (has(/side[- ]part|combed|swept/)) hair = 'sidepart';
    else if (has(/short|crop|crew cut|spiky|neat/)) hair = 'short';
  }

  const glasses = has(/glasses|spectacles|specs\b/) || (!has(/no glasses/) && extra(grey ? 0.45 : 0.22));
  const shaven = has(/clean[- ]shaven/);
  let beard: AvatarTraits['beard'] = 'none';
  if (!female && !shaven) {
    if (has(/goatee/)) beard = 'goatee';
    else if (has(/stubble/)) beard = 'stubble';
    else if (has(/beard/)) beard = 'full';
    else if (extra(0.22)) beard = 'full';
  }
  const moustache = !female && !shaven && (beard === 'goatee' || has(/moustache|mustache/) || (beard === 'none' && extra(0.25)));
  // Grey beards go with the hair, or follow "greying/white beard".
  const beardColor = has(/(greying|grey|gray|white|silver) (beard|moustache)/) ? HAIR.grey : hairColor;
  let cover: AvatarTraits['cover'] = 'none';
  if (has(/hijab|headscarf|head scarf/)) cover = 'hijab';
  else if (has(/turban|\bsikh\b|pagdi|pagri/)) cover = 'turban';
  const bindi = female && cover === 'none' && (has(/bindi/) || extra(0.3));
  const earrings = has(/earring/);
  const noseStud = has(/nose (stud|ring|pin)/);

  const c = rng.fork('clothes');
  let neckline: AvatarTraits['neckline'] =
    kind === 'doctor' ? 'v' : female ? c.pick(['crew', 'v', 'dupatta', 'kurta'] as const) : c.pick(['crew', 'collar', 'kurta', 'v'] as const);
  if (kind !== 'doctor') {
    if (has(/\bsari\b|\bsaree\b|dupatta|shawl|stole/)) neckline = 'dupatta';
    else if (has(/kurta|kurti/)) neckline = 'kurta';
    else if (has(/collar|shirt\b(?!.*t-shirt)|checked shirt|formal shirt/) && !has(/t-shirt|tee\b/)) neckline = 'collar';
    else if (has(/t-shirt|tee\b|sweater|jumper/)) neckline = 'crew';
  }
  let cloth = c.pick(CLOTHES);
  for (const [re, colour] of COLOUR_WORDS) {
    if (re.test(t)) {
      cloth = colour;
      break;
    }
  }
  return { female, skin, hairColor, beardColor, hair, glasses, beard, moustache, bindi, earrings, noseStud, cover, neckline, cloth };
}

// Face geometry (600×600 canvas): face spans x 214–386, y 148–364.
const FACE = 'M214 252C214 182 252 148 300 148C348 148 386 182 386 252C386 322 350 364 300 364C250 364 214 322 214 252Z';
const TORSO = 'M56 640V600C62 500 128 454 222 438Q300 426 378 438C472 454 538 500 544 600V640Z';
/** Shoulders sit this much higher than the torso path says (shorter neck). */
const LIFT = 30;

function backHair(tr: AvatarTraits): string {
  const c = tr.hairColor;
  switch (tr.hair) {
    case 'long':
      return path('M208 250C196 150 248 124 300 124C352 124 404 150 392 250C394 318 402 362 420 400Q300 432 180 400C198 362 206 318 208 250Z', c);
    case 'bob':
      return path('M204 250C194 148 248 124 300 124C352 124 406 148 396 250L404 344Q382 360 360 346H240Q218 360 196 344Z', c);
    case 'bun':
      return circle(300, 128, 44, c) + path('M210 250C200 160 250 132 300 132C350 132 400 160 390 250Z', c);
    case 'braid':
      return (
        path('M210 250C200 160 250 132 300 132C350 132 400 160 390 250Z', c) +
        circle(392, 330, 22, c) +
        circle(398, 372, 20, c) +
        circle(402, 410, 18, c)
      );
    default:
      return '';
  }
}

function frontHair(tr: AvatarTraits): string {
  const c = tr.hairColor;
  switch (tr.hair) {
    case 'short':
      return path('M208 262C196 186 236 134 300 134C364 134 404 186 392 262C386 236 380 214 366 198C330 214 268 214 234 194C222 212 214 236 208 262Z', c);
    case 'sidepart':
      return path('M208 262C196 184 238 132 302 132C366 134 406 188 392 262C386 232 378 208 362 194C330 200 300 196 262 176C248 196 226 214 208 262Z', c);
    case 'curly': {
      let s = path('M210 258C198 186 238 140 300 140C362 140 402 186 390 258C382 232 374 214 362 204C330 214 270 214 238 204C226 214 216 232 210 258Z', c);
      const pts = [
        [222, 212],
        [236, 176],
        [266, 152],
        [300, 144],
        [334, 152],
        [364, 176],
        [378, 212],
      ] as const;
      for (const [x, y] of pts) s += circle(x, y, 28, c);
      return s;
    }
    case 'receding':
      return (
        path('M210 278C202 232 210 206 230 190C236 220 234 250 228 280Z', c) +
        path('M390 278C398 232 390 206 370 190C364 220 366 250 372 280Z', c) +
        path('M246 176C270 160 330 160 354 176C330 170 270 170 246 176Z', c)
      );
    case 'long':
    case 'bob':
    case 'bun':
    case 'braid':
      // Centre parting that sweeps over the temples.
      return (
        path('M300 146C252 146 216 178 210 262C220 226 244 196 300 168Z', c) +
        path('M300 146C348 146 384 178 390 262C380 226 356 196 300 168Z', c) +
        path('M300 140C250 140 224 160 214 200C240 166 270 156 300 168C330 156 360 166 386 200C376 160 350 140 300 140Z', c)
      );
  }
}

function face(tr: AvatarTraits): string {
  const feature = '#2a211d';
  const brow = tr.hairColor === HAIR.silver || tr.hairColor === HAIR.grey ? shade(tr.hairColor, -0.3) : tr.hairColor;
  const skinDeep = shade(tr.skin, -0.22);
  const parts: string[] = [];
  parts.push(circle(252, 300, 17, P.peach, { opacity: 0.3 }) + circle(348, 300, 17, P.peach, { opacity: 0.3 }));
  parts.push(circle(266, 262, 8.5, feature) + circle(334, 262, 8.5, feature));
  parts.push(line('M248 236Q266 226 284 234M316 234Q334 226 352 236', brow, 7));
  parts.push(line('M300 266Q291 290 305 294', skinDeep, 5));
  const full = 'M214 262C214 332 252 376 300 378C348 376 386 332 386 262C378 296 364 312 346 314C330 300 270 300 254 314C236 312 222 296 214 262Z';
  if (tr.beard === 'full') parts.push(path(full, tr.beardColor));
  else if (tr.beard === 'stubble') parts.push(path(full, tr.beardColor, { opacity: 0.28 }));
  else if (tr.beard === 'goatee') parts.push(path('M272 330C274 356 286 370 300 370C314 370 326 356 328 330C316 340 284 340 272 330Z', tr.beardColor));
  if (tr.beard === 'full' || tr.moustache) parts.push(path('M266 306Q300 288 334 306Q318 314 300 308Q282 314 266 306Z', tr.beardColor));
  const darkBeard = tr.beard === 'full';
  const mouth = darkBeard || tr.moustache ? 'M284 324Q300 334 316 324' : 'M278 316Q300 334 322 316';
  parts.push(line(mouth, darkBeard ? '#f3e1d6' : '#7a3b2e', 6));
  if (tr.bindi) parts.push(circle(300, 222, 5.5, '#9b2c3a'));
  if (tr.noseStud) parts.push(circle(290, 288, 3.5, '#e8c35e'));
  return parts.join('');
}

function glasses(): string {
  const frame = { fill: P.white, 'fill-opacity': 0.18, stroke: P.slate700, 'stroke-width': 5 };
  return rect(234, 240, 60, 44, P.white, 16, frame) + rect(306, 240, 60, 44, P.white, 16, frame) + line('M294 258Q300 252 306 258', P.slate700, 5);
}

function doctorClothes(tr: AvatarTraits, neck: string): string {
  const parts: string[] = [];
  parts.push(path(TORSO, P.white));
  parts.push(path('M56 640V600C62 500 128 454 222 438L236 446C160 470 110 520 104 640Z', P.slate100));
  parts.push(path('M544 640V600C538 500 472 454 378 438L364 446C440 470 490 520 496 640Z', P.slate100));
  parts.push(rect(262, 320, 76, 124, neck));
  // Teal scrub collar showing in the V of the coat.
  parts.push(path('M238 436L300 540L362 436H334L300 488L266 436Z', P.teal));
  parts.push(path('M266 436L300 488L334 436Z', neck));
  // Lapels.
  const lapel = { stroke: P.slate200, 'stroke-width': 4, 'stroke-linejoin': 'round' };
  parts.push(path('M238 436L300 540L270 528L222 468Z', P.white, lapel));
  parts.push(path('M362 436L300 540L330 528L378 468Z', P.white, lapel));
  parts.push(line('M300 540V640', P.slate200, 4));
  // Pocket with a pen.
  parts.push(line('M392 494V526', P.teal, 8) + rect(370, 522, 76, 10, P.slate200, 5));
  // Stethoscope draped around the neck.
  parts.push(line('M252 432C236 500 250 560 300 566C350 560 364 500 348 432', P.slate700, 10));
  parts.push(line('M338 552C346 566 348 576 346 584', P.slate700, 10));
  parts.push(circle(346, 588, 17, P.slate300, { stroke: P.slate700, 'stroke-width': 7 }));
  return parts.join('');
}

function casualClothes(tr: AvatarTraits, neck: string): string {
  const c = tr.cloth;
  const trim = shade(c, -0.16);
  const parts: string[] = [path(TORSO, c)];
  switch (tr.neckline) {
    case 'v':
      parts.push(rect(262, 320, 76, 124, neck) + path('M258 434L300 498L342 434Z', neck) + line('M258 434L300 498L342 434', trim, 8));
      break;
    case 'collar':
      parts.push(path('M262 320V440Q300 470 338 440V320Z', neck));
      parts.push(path('M250 430L300 470L268 496Z', shade(c, 0.45)) + path('M350 430L300 470L332 496Z', shade(c, 0.45)));
      parts.push(line('M300 474V640', trim, 4) + circle(300, 520, 5, trim) + circle(300, 564, 5, trim));
      break;
    case 'kurta':
      parts.push(path('M262 320V440Q300 466 338 440V320Z', neck));
      parts.push(line('M258 440Q300 472 342 440', trim, 10));
      parts.push(line('M300 460V540', trim, 5) + circle(300, 484, 5, P.white) + circle(300, 514, 5, P.white));
      break;
    case 'dupatta':
      parts.push(path('M262 320V440Q300 466 338 440V320Z', neck));
      parts.push(path('M372 436C420 446 456 470 470 500L210 640H110C200 570 320 480 372 436Z', shade(c, 0.38)));
      parts.push(line('M258 440Q300 470 342 440', trim, 8));
      break;
    default:
      parts.push(path('M262 320V440Q300 466 338 440V320Z', neck));
      parts.push(line('M258 440Q300 472 342 440', trim, 10));
  }
  return parts.join('');
}

function hijab(tr: AvatarTraits, front: boolean): string {
  const c = tr.cloth === P.peach ? P.tealMid : shade(tr.cloth, -0.05);
  if (!front) return path('M300 118C196 118 180 220 190 300C196 380 214 420 150 470H450C386 420 404 380 410 300C420 220 404 118 300 118Z', c);
  return path(FACE, 'none', { stroke: c, 'stroke-width': 18 }) + path('M208 230C220 160 262 138 300 138C338 138 380 160 392 230C370 186 336 170 300 170C264 170 230 186 208 230Z', c);
}

const TURBAN = ['#2f4f7a', '#8c3b4a', '#d9893a', P.tealDeep] as const;

function turban(rng: Rng): string {
  const c = rng.pick(TURBAN);
  const fold = shade(c, 0.18);
  return (
    path('M198 244C184 150 240 92 300 92C360 92 416 150 402 244C384 226 344 214 300 240C256 214 216 226 198 244Z', c) +
    path('M300 240C292 196 256 150 206 168C240 128 290 124 318 150C300 176 298 206 300 240Z', fold) +
    line('M300 240C310 196 344 160 392 172', shade(c, -0.18), 6)
  );
}

export function avatar(rng: Rng, size: number, alt: string, kind: 'doctor' | 'casual', accent: Accent): string {
  const tr = traitsFor(rng, alt, kind);
  const neck = shade(tr.skin, -0.1);
  const parts: string[] = [];
  const bg = kind === 'doctor' ? P.tealTint : accent.light;
  parts.push(rect(0, 0, 600, 600, bg));
  parts.push(circle(300, 300, 236, kind === 'doctor' ? P.tealMist : shade(accent.light, 0.45)));
  const deco = rng.fork('deco');
  if (deco.chance(0.6)) parts.push(circle(deco.pick([96, 504]), deco.range(90, 150), 14, kind === 'doctor' ? P.tealLight : accent.main));

  const bgCount = parts.length;
  if (tr.cover === 'hijab') parts.push(hijab(tr, false));
  else if (tr.cover === 'none') parts.push(backHair(tr));
  parts.push(group(kind === 'doctor' ? doctorClothes(tr, neck) : casualClothes(tr, neck), { transform: `translate(0 -${LIFT})` }));
  if (tr.cover === 'hijab') {
    // Scarf drapes over the neck and shoulders.
    const c = tr.cloth === P.peach ? P.tealMid : shade(tr.cloth, -0.05);
    parts.push(path('M222 330C230 400 250 440 300 452C350 440 370 400 378 330L392 430Q300 486 208 430Z', c));
  }
  if (tr.cover !== 'hijab') {
    parts.push(circle(214, 262, 20, tr.skin) + circle(386, 262, 20, tr.skin));
    if (tr.earrings) parts.push(circle(212, 288, 6, '#e8c35e') + circle(388, 288, 6, '#e8c35e'));
  }
  parts.push(path(FACE, tr.skin));
  parts.push(face(tr));
  if (tr.cover === 'hijab') parts.push(hijab(tr, true));
  else if (tr.cover === 'turban') parts.push(turban(rng.fork('turban')));
  else parts.push(frontHair(tr));
  if (tr.glasses) parts.push(glasses());
  // The figure is drawn a little small; enlarge it (about x = 300) and keep the hair clear of the top edge.
  const figure = parts.slice(bgCount).join('');
  const body = parts.slice(0, bgCount).join('') + group(figure, { transform: 'translate(-36 -50) scale(1.12)' });
  return size === 600 ? body : group(body, { transform: `scale(${f4(size / 600)})` });
}
