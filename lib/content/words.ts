/**
 * The words of a content file: what a Kannada or Hindi overlay replaces, and
 * what stays the same in every language. Pure (no Node modules), so the
 * browser editor's save step (admin/hooks.ts) reads a file the same way as
 * lib/content/translations.ts, which merges and fingerprints overlays.
 */

/** The field that holds an item's fingerprint of its English. */
export const SOURCE = '_source';

/**
 * Fields whose values are the same in every language, by name: identifiers,
 * addresses of pages and files, enumerations, phone numbers and links. They
 * come from the English file only; a translation does not repeat them.
 */
export const FIXED_FIELDS: ReadonlySet<string> = new Set([
  '$schema',
  'id',
  'slug',
  'src',
  'icon',
  'type',
  'date',
  'updated',
  'department',
  'departments',
  'article',
  'articles',
  'languages',
  'code',
  'count',
  'country',
  'postalCode',
  'email',
  'url',
  'directionsUrl',
  'embedUrl',
  'network',
  'whatsapp',
  'phones',
  'geo',
  'map',
  // navigation.json: departments by slug
  'megaMenu',
  'footerDepartments',
]);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list element's key: its id or slug. */
export function keyOf(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.id === 'string') return value.id;
  if (typeof value.slug === 'string') return value.slug;
  return undefined;
}

/** A list whose elements are named by id or slug (doctors, services): translated element by element, matched by key. */
export function isKeyedList(value: unknown): value is JsonObject[] {
  return Array.isArray(value) && value.length > 0 && value.every((x) => keyOf(x) !== undefined);
}

/** Whether a string is the same in every language by what it is: a link or a phone number. */
function isFixedString(value: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(value) || /^\+\d[\d ]+$/.test(value);
}

/**
 * The words of a value: its strings a translation replaces, in its shape,
 * with fixed fields and everything that is not text left out; undefined when
 * it holds none.
 */
export function wordsOf(value: unknown, field = ''): Json | undefined {
  if (FIXED_FIELDS.has(field)) return undefined;
  if (typeof value === 'string') return isFixedString(value) ? undefined : value;
  if (Array.isArray(value)) {
    const words = value.map((x) => wordsOf(x, field));
    return words.some((w) => w !== undefined) ? words.map((w) => w ?? null) : undefined;
  }
  if (isObject(value)) {
    const words: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === SOURCE) continue;
      const w = wordsOf(v, k);
      if (w !== undefined) words[k] = w;
    }
    return Object.keys(words).length > 0 ? words : undefined;
  }
  return undefined;
}

/** The text a fingerprint hashes: a value's English words as JSON (sha256 of it, in hex, cut to 8 digits, is the fingerprint). */
export function fingerprintInput(value: unknown, field = ''): string {
  return JSON.stringify(wordsOf(value, field) ?? null);
}

/** The fingerprint's length in hex digits. */
export const FINGERPRINT_LENGTH = 8;
