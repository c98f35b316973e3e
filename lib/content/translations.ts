/**
 * Kannada and Hindi as overlays on the English content.
 *
 * content/kn/doctors.json holds only the words of content/doctors.json in
 * Kannada, in the same shape: what is the same in every language (ids,
 * pictures, phone numbers, a doctor's departments) is written once, in the
 * English file, and taken from there. The site merges the two and validates
 * the result with the English file's own schema.
 *
 * A translation is made in items: each top-level field of a file (home's
 * "hero", a department's "description") and each element of a list whose
 * elements have an id or a slug (a doctor, a service). Each item in the
 * overlay carries `_source`, the fingerprint of the English it was
 * translated from (a map by field name at the top of a file, a string on a
 * list element). When the English changes, the fingerprint no longer
 * matches: the item is out of date, and the page shows that item in English
 * (never a translation of older facts, such as last year's OPD hours) with a
 * note, until a translator updates it and stamps it (npm run translations).
 * A missing item or field is shown in English the same way, so an editor can
 * publish English first.
 */
import crypto from 'node:crypto';
import { FINGERPRINT_LENGTH, fingerprintInput, isKeyedList, isObject, keyOf, SOURCE, wordsOf, type Json, type JsonObject } from './words';

export { FIXED_FIELDS, SOURCE, wordsOf } from './words';

/** The fingerprint of a value's English words: 8 hex digits that change when any of its words change. */
export function fingerprint(value: unknown, field = ''): string {
  return crypto.createHash('sha256').update(fingerprintInput(value, field)).digest('hex').slice(0, FINGERPRINT_LENGTH);
}

/** How an item of a translation stands against the English. */
export type GapKind = 'missing' | 'unstamped' | 'outdated' | 'partial';

/** An item shown (wholly or partly) in English on a translated page. */
export interface Gap {
  /** The item: a top-level field ("hero") or a list element ("doctors/dr-asha-rao"). */
  item: string;
  kind: GapKind;
  /** For 'partial': the fields inside the item that are missing, as JSON paths. */
  fields?: string[];
}

/** A problem in an overlay file: its JSON path and what to do. */
export interface OverlayProblem {
  at: string;
  message: string;
  /** true for what the site works around (an item no longer in the English); false for what stops the build. */
  warning?: boolean;
}

/** A text of the overlay shown in place of its English: where it is in the overlay file, and both words (for the glossary's check). */
export interface TranslatedText {
  at: string;
  english: string;
  translated: string;
}

export interface Merged {
  /** The English data with the overlay's words in place, to validate with the English file's schema. */
  data: unknown;
  /** The items shown in English, wholly or partly. */
  gaps: Gap[];
  problems: OverlayProblem[];
  /** Every text the merged data takes from the overlay, beside its English. */
  texts: TranslatedText[];
}

const childPath = (at: string, key: string | number) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key);

/**
 * The English value with the overlay's words in place. Fields the overlay
 * lacks keep their English and are listed in `missing`; what the overlay has
 * in the wrong shape is a problem.
 */
function overlayValue(en: Json, ov: unknown, field: string, at: string, missing: string[], problems: OverlayProblem[], texts: TranslatedText[] = []): Json {
  const words = wordsOf(en, field);
  if (words === undefined) {
    if (ov !== undefined && JSON.stringify(ov) !== JSON.stringify(en) && !(field === 'id' || field === 'slug'))
      problems.push({ at, message: `"${field}" is the same in every language and comes from the English file, so the translation's value is not used; remove it`, warning: true });
    return en;
  }
  if (ov === undefined || ov === null) {
    missing.push(at);
    return en;
  }
  if (typeof en === 'string') {
    if (typeof ov === 'string') {
      texts.push({ at, english: en, translated: ov });
      return ov;
    }
    problems.push({ at, message: 'must be text in quotes, as in the English file' });
    return en;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ov)) {
      problems.push({ at, message: 'must be a list in square brackets [ ], as in the English file' });
      return en;
    }
    if (isKeyedList(en))
      return mergeKeyedList(en, ov, at, problems).map(({ overlay: o }, i) => {
        if (o) return overlayValue(en[i]!, o, '', childPath(at, i), missing, problems, texts);
        missing.push(childPath(at, i));
        return en[i]!;
      });
    // a list of texts is translated as a whole (a translation may say it in more or fewer lines)
    if (en.every((x) => typeof x === 'string')) {
      if (ov.every((x) => typeof x === 'string')) {
        texts.push({ at, english: en.join('\n'), translated: ov.join('\n') });
        return ov as string[];
      }
      problems.push({ at, message: 'must be a list of texts in quotes, as in the English file' });
      return en;
    }
    // a list of blocks (paragraphs, questions): element by element, in order
    return en.map((x, i) => overlayValue(x, ov[i], field, childPath(at, i), missing, problems, texts));
  }
  if (isObject(en)) {
    if (!isObject(ov)) {
      problems.push({ at, message: 'must be a group in curly brackets { }, as in the English file' });
      return en;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(en)) out[k] = overlayValue(v, ov[k], k, childPath(at, k), missing, problems, texts);
    for (const k of Object.keys(ov))
      if (!(k in en) && k !== SOURCE) problems.push({ at: childPath(at, k), message: `the English file has no "${k}" here; remove it or check its spelling`, warning: true });
    return out;
  }
  return en;
}

/** The overlay's element for each English element of a keyed list (undefined when it has none), and a warning for each element the English no longer has. */
function mergeKeyedList(en: JsonObject[], ov: unknown[], at: string, problems: OverlayProblem[]): { key: string; overlay?: JsonObject }[] {
  const byKey = new Map<string, JsonObject>();
  ov.forEach((o, i) => {
    const key = keyOf(o);
    if (key === undefined) problems.push({ at: childPath(at, i), message: 'needs the "id" or "slug" of the English item it translates' });
    else if (!en.some((e) => keyOf(e) === key))
      problems.push({ at: childPath(at, i), message: `the English file has no item "${key}" any more; delete this translation or correct its key`, warning: true });
    else byKey.set(key, o as JsonObject);
  });
  return en.map((e) => {
    const key = keyOf(e)!;
    return { key, overlay: byKey.get(key) };
  });
}

/**
 * One item of a translation: the overlay's words when the item's fingerprint
 * (`source`) matches its English, else the English, the gap noted either way.
 */
function mergeItem(
  where: { item: string; field: string; at: string },
  english: Json,
  overlay: unknown,
  source: Json | undefined,
  gaps: Gap[],
  problems: OverlayProblem[],
  texts: TranslatedText[],
): Json {
  const { item, field, at } = where;
  // an element kept only for its place (its id, as the browser editor keeps every element of a list) is not translated yet
  if (overlay === undefined || wordsOf(overlay, field) === undefined) {
    gaps.push({ item, kind: 'missing' });
    return english;
  }
  if (source !== fingerprint(english, field)) {
    gaps.push({ item, kind: source === undefined ? 'unstamped' : 'outdated' });
    return english;
  }
  const missing: string[] = [];
  const merged = overlayValue(english, overlay, field, at, missing, problems, texts);
  if (missing.length > 0) gaps.push({ item, kind: 'partial', fields: missing });
  return merged;
}

/**
 * Merges an overlay onto its English file. Each item is taken from the
 * overlay when its fingerprint matches the English; otherwise (missing or out
 * of date) the English item stays, listed among the gaps.
 */
export function mergeTranslation(en: unknown, overlay: unknown): Merged {
  const problems: OverlayProblem[] = [];
  const gaps: Gap[] = [];
  const texts: TranslatedText[] = [];
  if (!isObject(en)) return { data: en, gaps, problems, texts };
  if (overlay === undefined) {
    for (const item of itemsOf(en)) gaps.push({ item: item.name, kind: 'missing' });
    return { data: en, gaps, problems, texts };
  }
  if (!isObject(overlay)) return { data: en, gaps, problems: [{ at: '', message: 'must be a group in curly brackets { }, as in the English file' }], texts };
  const sources = isObject(overlay[SOURCE]) ? overlay[SOURCE] : {};
  const out: JsonObject = { ...en };
  for (const [field, value] of Object.entries(en)) {
    if (wordsOf(value, field) === undefined) {
      overlayValue(value, overlay[field], field, field, [], problems);
      continue;
    }
    if (isKeyedList(value)) {
      const ov = overlay[field];
      if (ov !== undefined && !Array.isArray(ov)) {
        problems.push({ at: field, message: 'must be a list in square brackets [ ], as in the English file' });
        continue;
      }
      const list = (ov as unknown[] | undefined) ?? [];
      if (ov !== undefined && !linedUp(value, list))
        problems.push({
          at: field,
          message: `does not list its items in the places of the English items; the browser editor shows each translation beside the English item in the same place, so run npm run translations -- align to put them in order`,
          warning: true,
        });
      out[field] = mergeKeyedList(value, list, field, problems).map(({ key, overlay: o }, i) =>
        mergeItem({ item: `${field}/${key}`, field: '', at: childPath(field, list.indexOf(o)) }, value[i]!, o, o?.[SOURCE], gaps, problems, texts),
      );
      continue;
    }
    out[field] = mergeItem({ item: field, field, at: field }, value, overlay[field], sources[field], gaps, problems, texts);
  }
  for (const field of Object.keys(overlay))
    if (!(field in en) && field !== SOURCE)
      problems.push({ at: field, message: `the English file has no "${field}"; remove it or check its spelling`, warning: true });
  return { data: out, gaps, problems, texts };
}

/**
 * Whether each element of a keyed list of an overlay is in the place of its
 * English element (the overlay may end early: items added at the end of the
 * English are simply not translated yet).
 */
function linedUp(en: JsonObject[], ov: unknown[]): boolean {
  return ov.length <= en.length && ov.every((o, i) => keyOf(o) === keyOf(en[i]));
}

/** The items of an English file: its top-level fields with words, each element of a keyed list on its own. */
export function itemsOf(en: unknown): { name: string; field: string; key?: string }[] {
  if (!isObject(en)) return [];
  return Object.entries(en).flatMap(([field, value]) => {
    if (wordsOf(value, field) === undefined) return [];
    if (isKeyedList(value)) return value.map((e) => ({ name: `${field}/${keyOf(e)}`, field, key: keyOf(e) }));
    return [{ name: field, field }];
  });
}

/**
 * The overlay for a full translated copy of an English file: its words only,
 * each item stamped with the fingerprint of the English it translates. Used
 * to start a translation from a translated copy, and by the stamp command.
 */
export function overlayFrom(en: unknown, translated: unknown): JsonObject {
  if (!isObject(en) || !isObject(translated)) return {};
  const out: JsonObject = {};
  const sources: JsonObject = {};
  for (const [field, value] of Object.entries(en)) {
    if (wordsOf(value, field) === undefined) continue;
    const tr = translated[field];
    if (tr === undefined) continue;
    if (isKeyedList(value)) {
      if (!Array.isArray(tr)) continue;
      // every English element, in the English order: the browser editor (admin/) shows a translation beside the English in the same place
      const items = value.map((e) => {
        const t = tr.find((x) => keyOf(x) === keyOf(e));
        const words = isObject(t) ? wordsOf(t) : undefined;
        const idField = typeof e.id === 'string' ? 'id' : 'slug';
        // an element with no words yet keeps its place, unstamped
        if (!isObject(words)) return { [idField]: keyOf(e)! };
        return { [idField]: keyOf(e)!, [SOURCE]: fingerprint(e), ...words };
      });
      // a list with nothing translated is left out
      if (items.some((item) => Object.keys(item).length > 1)) out[field] = items;
      continue;
    }
    const words = wordsOf(tr, field);
    if (words === undefined) continue;
    out[field] = words;
    sources[field] = fingerprint(value, field);
  }
  return Object.keys(sources).length > 0 ? { [SOURCE]: sources, ...out } : out;
}

/**
 * Marks items of an overlay as translated from the English as it is now:
 * their fingerprints set to the current English. `items` names them
 * ("hero", "doctors/dr-asha-rao"); without it, every item the overlay has.
 * The result holds words only: a full translated copy of an English file
 * (ids, pictures and all) comes out as an overlay.
 */
export function stampOverlay(en: unknown, overlay: unknown, items?: readonly string[]): { overlay: JsonObject; stamped: string[] } {
  const fresh = overlayFrom(en, overlay);
  const present = itemsOf(en).filter((item) => {
    const value = fresh[item.field];
    return item.key === undefined
      ? value !== undefined
      : Array.isArray(value) && value.some((o) => keyOf(o) === item.key && wordsOf(o) !== undefined);
  });
  const stamped = present.map((item) => item.name).filter((name) => !items || items.includes(name));
  if (!items || !isObject(overlay)) return { overlay: fresh, stamped };
  // the items not named keep the fingerprints they had
  const oldSources = isObject(overlay[SOURCE]) ? overlay[SOURCE] : {};
  const sources: JsonObject = isObject(fresh[SOURCE]) ? { ...fresh[SOURCE] } : {};
  for (const item of present) {
    if (stamped.includes(item.name)) continue;
    if (item.key === undefined) {
      if (oldSources[item.field] === undefined) delete sources[item.field];
      else sources[item.field] = oldSources[item.field]!;
      continue;
    }
    const old = (Array.isArray(overlay[item.field]) ? (overlay[item.field] as Json[]) : []).find((o) => keyOf(o) === item.key);
    fresh[item.field] = (fresh[item.field] as JsonObject[]).map((o) => {
      if (keyOf(o) !== item.key) return o;
      const { [SOURCE]: _now, ...rest } = o;
      return isObject(old) && old[SOURCE] !== undefined ? { ...rest, [SOURCE]: old[SOURCE] } : rest;
    });
  }
  const { [SOURCE]: _fresh, ...words } = fresh;
  return { overlay: Object.keys(sources).length > 0 ? { [SOURCE]: sources, ...words } : words, stamped };
}
