/**
 * What the browser editor saves, made into the files an editor writing JSON
 * by hand would write. Sveltia CMS hands its "preSave" listener
 * (admin/hooks.ts) the English data and each language's data as its forms
 * hold them; this module returns them as our content files:
 *
 * - English: no empty text for a field left empty (the field is left out),
 *   except the lists a file must have even when empty (`"faqs": []`); a
 *   picture written as the site reads it ("doctors/dr-asha-rao.jpg", not
 *   "/content/images/doctors/…"); no translator's tick.
 * - Kannada and Hindi: an overlay (lib/content/translations.ts) holding only
 *   the words that are translated (not the English the form shows in a list
 *   not translated yet); each item of a keyed list (a doctor, a
 *   service) in the English order and place, by its id or slug; the `_source`
 *   fingerprints kept, and set to the English as it is now for what the
 *   translator ticked as checked (as `npm run translations -- stamp` does).
 *
 * Pure and free of Node modules: it runs in the browser. The fingerprint's
 * hash is passed in (SubtleCrypto there, node:crypto in the tests).
 */
import { FINGERPRINT_LENGTH, fingerprintInput, isKeyedList, isObject, keyOf, SOURCE, wordsOf, type Json, type JsonObject } from '../content/words';
import { IMAGES_DIR, STAMP_FIELD } from './names';

/** sha256 of a text, in hex. */
export type Sha256Hex = (text: string) => Promise<string>;

export interface SaveInput {
  /** The kind of content file (lib/cms/config.ts kindOfPath): "doctors", "department"… */
  kind: string;
  english: JsonObject;
  /** Each other language's data, where the entry has that language. */
  translations: Record<string, JsonObject | undefined>;
}

/** A picture's file as the content names it: relative to content/images. */
export function pictureSrc(value: string): string {
  return value.replace(/^\/+/, '').replace(new RegExp(`^${IMAGES_DIR}/`), '');
}

/** The English data, with what is empty left out (but the lists at `keepEmpty`), pictures named as the site reads them, and no translator's marks. */
export function cleanEnglish(value: unknown, keepEmpty: readonly string[], at = ''): Json | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return /(^|\.)src$/.test(at) ? pictureSrc(value) : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map((v) => cleanEnglish(v, keepEmpty, `${at}.*`)).filter((v): v is Json => v !== undefined);
    return items.length > 0 || keepEmpty.includes(at.replace(/^\./, '')) ? items : undefined;
  }
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === STAMP_FIELD || k === SOURCE) continue;
      const path = at ? `${at}.${k}` : k;
      const clean = cleanEnglish(v, keepEmpty, path);
      if (clean !== undefined) out[k] = clean;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return undefined;
}

/** Words with what is empty left out: a list of texts loses its empty lines, a list of groups keeps each group's place (null for an empty one). */
export function cleanWords(value: Json | undefined): Json | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v === 'string')) {
      const lines = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      return lines.length > 0 ? lines : undefined;
    }
    const items = value.map((v) => cleanWords(v) ?? null);
    return items.some((v) => v !== null) ? items : undefined;
  }
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      const clean = cleanWords(v);
      if (clean !== undefined) out[k] = clean;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

const isTicked = (value: unknown, at: string) => isObject(value) && value[at] === true;

/** Whether a text of a translation equal to its English is a copy of it: it has words (figures such as "24x7" or "25k+" are written the same in every language). */
const isCopiedText = (text: string, english: unknown) => text === english && /[A-Za-z]{2}/.test(text);

/**
 * Words with what is still the English left out. Where a translation lacks a
 * list that follows the English item by item (a department's questions, a
 * doctor not translated yet), the CMS fills it in with the English, so its
 * form shows the English to translate over; what the translator did not
 * change is not a translation. A text with words that equals its English is
 * left out, and so is a group none of whose texts differs from its English
 * (a figure such as "24x7" stays beside a translated label).
 */
export function withoutCopies(words: Json | undefined, english: Json | undefined): Json | undefined {
  if (words === undefined || words === null) return undefined;
  if (typeof words === 'string') return isCopiedText(words, english) ? undefined : words;
  if (Array.isArray(words)) {
    // a list of texts is translated as a whole
    if (words.every((w) => typeof w === 'string')) return JSON.stringify(words) === JSON.stringify(english) ? undefined : words;
    const items = words.map((w, i) => withoutCopies(w, Array.isArray(english) ? english[i] : undefined) ?? null);
    return items.some((w) => w !== null) ? items : undefined;
  }
  if (isObject(words)) {
    const en = isObject(english) ? english : {};
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(words)) {
      const kept = withoutCopies(v, en[k]);
      if (kept !== undefined) out[k] = kept;
    }
    const differs = Object.entries(out).some(([k, v]) => JSON.stringify(v) !== JSON.stringify(en[k]));
    return differs ? out : undefined;
  }
  return words;
}

/**
 * A language's data as an overlay of the (clean) English: its words only;
 * keyed lists item by item in the English order; fingerprints kept, and set
 * for what is ticked as checked.
 */
export async function overlayOf(english: JsonObject, data: JsonObject, sha256Hex: Sha256Hex): Promise<JsonObject> {
  const fingerprint = async (value: unknown, field = '') => (await sha256Hex(fingerprintInput(value, field))).slice(0, FINGERPRINT_LENGTH);
  const out: JsonObject = {};
  const oldSources = isObject(data[SOURCE]) ? data[SOURCE] : {};
  const sources: JsonObject = {};
  const fileTicked = data[STAMP_FIELD] === true;
  for (const [field, value] of Object.entries(english)) {
    if (wordsOf(value, field) === undefined) continue;
    const translated = data[field];
    if (isKeyedList(value)) {
      const list = Array.isArray(translated) ? translated : [];
      const items = await Promise.all(
        value.map(async (e, i) => {
          const key = keyOf(e)!;
          // the form keeps each translation in the place of its English; by key when an item names another
          const here = list[i];
          const t = isObject(here) && (keyOf(here) === undefined || keyOf(here) === key) ? here : list.find((x) => keyOf(x) === key);
          const idField = typeof e.id === 'string' ? 'id' : 'slug';
          const item: JsonObject = { [idField]: key };
          const words = withoutCopies(cleanWords(wordsOf(t)), wordsOf(e) ?? undefined);
          if (!isObject(words)) return item;
          if (isTicked(t, STAMP_FIELD)) item[SOURCE] = await fingerprint(e);
          else if (isObject(t) && typeof t[SOURCE] === 'string' && t[SOURCE] !== '') item[SOURCE] = t[SOURCE];
          return { ...item, ...words };
        }),
      );
      // a list with nothing translated yet is left out, as a hand-written translation leaves it out
      if (items.some((item) => Object.keys(item).length > 1)) out[field] = items;
      continue;
    }
    const words = withoutCopies(cleanWords(wordsOf(translated, field)), wordsOf(value, field) ?? undefined);
    if (words === undefined) continue;
    out[field] = words;
    if (fileTicked) sources[field] = await fingerprint(value, field);
    else if (typeof oldSources[field] === 'string') sources[field] = oldSources[field]!;
  }
  return Object.keys(sources).length > 0 ? { [SOURCE]: sources, ...out } : out;
}

/**
 * A file's data with the fields of each group in the order the schemas list
 * them (`orders`, lib/cms/config.ts keyOrders): the order of the most
 * specific kind of group that has all of its fields. "$schema" comes first,
 * and a translation's "_source" after the id or slug it goes with, or first.
 * The CMS writes the fields of a block of text (a lead, a picture) in an
 * order of its own; this keeps a saved file as an editor would write it.
 */
export function orderKeys(value: Json, orders: readonly (readonly string[])[]): Json {
  if (Array.isArray(value)) return value.map((v) => orderKeys(v, orders));
  if (!isObject(value)) return value;
  const keys = Object.keys(value).filter((k) => k !== '$schema' && k !== SOURCE);
  const order = orders.filter((o) => keys.every((k) => o.includes(k))).sort((a, b) => a.length - b.length)[0];
  if (order) keys.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const key = keys.find((k) => k === 'id' || k === 'slug');
  const sequence = [...('$schema' in value ? ['$schema'] : []), ...(key ? [key] : []), ...(SOURCE in value ? [SOURCE] : []), ...keys.filter((k) => k !== key)];
  // a file's stamps, by field, in the order of its fields (the CMS writes them in the alphabet's)
  const stamps = (map: Json): Json => {
    if (!isObject(map) || !order) return map;
    return Object.fromEntries(Object.keys(map).sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((k) => [k, map[k]!]));
  };
  return Object.fromEntries(sequence.map((k) => [k, k === SOURCE ? stamps(value[k]!) : orderKeys(value[k]!, orders)]));
}

/** Both: the English made clean, and each language's data made an overlay of it. */
export async function prepareSave(input: SaveInput, options: { requiredLists: Record<string, string[]>; sha256Hex: Sha256Hex }): Promise<{ english: JsonObject; translations: Record<string, JsonObject | undefined> }> {
  const english = (cleanEnglish(input.english, options.requiredLists[input.kind] ?? []) ?? {}) as JsonObject;
  const translations: Record<string, JsonObject | undefined> = {};
  for (const [lang, data] of Object.entries(input.translations)) translations[lang] = data && (await overlayOf(english, data, options.sha256Hex));
  return { english, translations };
}
