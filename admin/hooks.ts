/**
 * The browser editor's save step, loaded by admin/index.html after the CMS
 * script (bundled by lib/build/admin.ts into /admin/hooks.js). Before Sveltia
 * CMS writes an entry, it makes the English and each translation the files an
 * editor would write by hand (lib/cms/save.ts): nothing empty, pictures named
 * as the site reads them, translations as word-only overlays, stamped where
 * the translator ticked "checked". And it writes JSON files with each
 * group's fields in the schema's order (the CMS's own JSON writer puts the
 * fields of a text block in an order of its own).
 */
import { kindOfPath } from '../lib/cms/names';
import { orderKeys, prepareSave } from '../lib/cms/save';
import type { JsonObject } from '../lib/content/words';

/** Per content file kind, the lists kept even when empty (lib/cms/config.ts requiredLists), put in by the build. */
declare const __CMS_REQUIRED_LISTS__: Record<string, string[]>;
/** The order of the fields of each kind of group (lib/cms/config.ts keyOrders), put in by the build. */
declare const __CMS_KEY_ORDERS__: string[][];

/** The part of Immutable's Map the listener uses. */
interface EntryMap {
  get(key: string): unknown;
  set(key: string, value: unknown): EntryMap;
}

interface SveltiaCms {
  registerCustomFormat(name: string, extension: string, format: { toFile: (data: unknown) => string }): void;
  registerEventListener(listener: { name: 'preSave'; handler: (args: { entry: EntryMap }) => Promise<EntryMap | void> }): void;
}

const toJs = (value: unknown): unknown => (value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const cms = (window as unknown as { CMS?: SveltiaCms }).CMS;
if (!cms) throw new Error('admin/hooks.js: the CMS script (sveltia-cms.js) must load first');

cms.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const kind = kindOfPath(String(entry.get('path') ?? ''));
    if (!kind) return;
    const english = toJs(entry.get('data')) as JsonObject;
    const i18n = (toJs(entry.get('i18n')) ?? {}) as Record<string, { data?: JsonObject }>;
    const translations = Object.fromEntries(Object.entries(i18n).map(([lang, value]) => [lang, value?.data]));
    const saved = await prepareSave({ kind, english, translations }, { requiredLists: __CMS_REQUIRED_LISTS__, sha256Hex });
    const languages = Object.fromEntries(Object.entries(i18n).map(([lang, value]) => [lang, { ...value, data: saved.translations[lang] ?? value?.data }]));
    return entry.set('data', saved.english).set('i18n', languages);
  },
});

// replaces the CMS's JSON writer: the same JSON (two spaces, a newline at the end), each group's fields in the schema's order
cms.registerCustomFormat('json', 'json', { toFile: (data) => JSON.stringify(orderKeys(data as JsonObject, __CMS_KEY_ORDERS__), null, 2) });
