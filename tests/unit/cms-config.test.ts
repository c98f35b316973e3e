/**
 * The browser editor's forms (admin/config.json, Sveltia CMS) are made from
 * the zod schemas by `npm run cms:config` (lib/cms/config.ts). These tests
 * keep the committed file true to the schemas, the way editor-schemas.test.ts
 * keeps content/schemas/, and check what the forms take from the schemas:
 * every file kind a form, required fields, patterns, ranges, pictures,
 * departments picked from those that exist, and Kannada and Hindi on exactly
 * the fields a translation holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Field } from '@sveltia/cms';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { CMS_CONFIG_FILE, cmsConfig, formatCmsConfig, hintText, KNOWN_PICTURE_FOLDERS, kindOfPath, pictureFolderOf, referenceOf, STAMP_FIELD } from '@/lib/cms/config';
import { editorJsonSchemas, editorSchemaSources } from '@/lib/content/json-schemas';
import { SOURCE, wordsOf } from '@/lib/content/words';

type Schema = Record<string, unknown>;
type AnyField = Field & Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const config = cmsConfig();
const schemas = editorJsonSchemas();

/** Each form: its content file kind, and its fields. */
const forms: { kind: string; fields: AnyField[] }[] = [
  ...(config.collections ?? []).map((c) => ({ kind: kindOfPath(`content/${(c as { folder: string }).folder.replace('{{locale}}/', '')}/x.json`)!, fields: (c as { fields: AnyField[] }).fields })),
  ...(config.singletons ?? []).map((f) => ({ kind: (f as { name: string }).name, fields: (f as { fields: AnyField[] }).fields })),
];

/** Every field of a form beside its JSON Schema, with its path (list items as *). */
function pairs(fields: AnyField[], schema: Schema, at = ''): { at: string; field: AnyField; schema: Schema; required: boolean }[] {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return fields.flatMap((field) => {
    const child = props[field.name];
    const here = at ? `${at}.${field.name}` : field.name;
    if (!child) return [];
    const own = { at: here, field, schema: child, required: required.has(field.name) };
    const items = isObject(child.items) ? child.items : undefined;
    if (Array.isArray(field.fields) && field.widget === 'object') return [own, ...pairs(field.fields as AnyField[], child, here)];
    if (Array.isArray(field.fields) && items) return [own, ...pairs(field.fields as AnyField[], items, `${here}.*`)];
    if (Array.isArray(field.types) && items) {
      const variants = (items.oneOf ?? items.anyOf) as Schema[];
      return [own, ...(field.types as { name: string; fields: AnyField[] }[]).flatMap((t) => pairs(t.fields, variants.find((v) => (v.properties as Schema).type && ((v.properties as Record<string, Schema>).type!.const === t.name))!, `${here}.*`))];
    }
    return [own];
  });
}

const allPairs = forms.flatMap(({ kind, fields }) => pairs(fields, schemas[`${kind}.schema.json`]!).map((p) => ({ ...p, kind })));

describe('the browser editor configuration (admin/config.json)', () => {
  it('is exactly what npm run cms:config writes from lib/content/schema.ts', () => {
    const committed = fs.readFileSync(path.join(process.cwd(), CMS_CONFIG_FILE), 'utf8');
    expect(committed, `${CMS_CONFIG_FILE} is out of date with lib/content/schema.ts: run npm run cms:config and commit the result`).toBe(formatCmsConfig(config));
  });

  it("is a valid Sveltia CMS configuration by the CMS's own JSON Schema (with the backend the build adds)", () => {
    const sveltiaSchema = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false, logger: false }).compile(sveltiaSchema);
    expect(validate({ backend: { name: 'github', repo: 'owner/site' }, ...config }), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // and it would say so of a mistake
    const wrong = structuredClone(config) as { singletons: { fields: Record<string, unknown>[] }[] };
    wrong.singletons[0]!.fields[0]!.widgte = 'string';
    expect(validate({ backend: { name: 'github', repo: 'owner/site' }, ...wrong })).toBe(false);
  });

  it('has a form for every kind of content file but the glossaries, each field of its schema a field of the form', () => {
    const kinds = Object.keys(editorSchemaSources).filter((k) => k !== 'glossary');
    expect(forms.map((f) => f.kind).sort()).toEqual(kinds.sort());
    for (const { kind, fields } of forms) {
      const props = Object.keys((schemas[`${kind}.schema.json`]!.properties ?? {}) as Schema);
      expect(fields.map((f) => f.name).filter((n) => n !== SOURCE && n !== STAMP_FIELD), kind).toEqual(props);
    }
  });

  it('shows each field its schema description as the hint, and a required field as required (in English)', () => {
    for (const { at, kind, field, schema, required } of allPairs) {
      if (field.name === '$schema') continue;
      expect(field.hint, `${kind} ${at}`).toContain(hintText(schema.description as string));
      const formRequired = Array.isArray(field.required) ? field.required.includes('en') : field.required;
      // a list that may be empty is optional in a form (a required list asks for one item); the check keeps it in the file
      const mayBeEmpty = schema.type === 'array' && !(Number(schema.minItems) > 0);
      if (!mayBeEmpty && field.widget !== 'boolean') expect(formRequired, `${kind} ${at}`).toBe(required);
    }
  });

  it('takes patterns, number ranges, list sizes and choices from the schema, and names every text limit in the hint', () => {
    for (const { at, kind, field, schema } of allPairs) {
      const where = `${kind} ${at}`;
      if (schema.type === 'string' && typeof schema.pattern === 'string' && !schema.format && field.widget === 'string') expect(field.pattern?.[0], where).toBe(schema.pattern);
      if (schema.format === 'uri') expect(field.pattern?.[0], where).toBe('^https://');
      if (schema.type === 'integer' || schema.type === 'number') expect([field.min, field.max], where).toEqual([schema.minimum, schema.maximum]);
      if (Array.isArray(schema.enum)) expect(field.options, where).toEqual(schema.enum);
      if (schema.type === 'array' && field.i18n !== true) {
        if (typeof schema.maxItems === 'number') expect(field.max, where).toBe(schema.maxItems);
        if (Number(schema.minItems) > 0) expect(field.min, where).toBe(schema.minItems);
      }
      for (const limit of [schema.maxLength, schema.minLength]) if (typeof limit === 'number' && limit > 1) expect(field.hint, where).toContain(String(limit));
    }
  });

  it("lets a doctor's departments and a filter choice's departments be picked from the departments that exist", () => {
    const relations = allPairs.filter((p) => p.field.widget === 'relation').map((p) => `${p.kind} ${p.at} → ${p.field.collection}`);
    expect(relations).toEqual(expect.arrayContaining(['doctors doctors.*.departments → departments', 'doctor-filter options.*.departments → departments']));
    // every slug field that names a department or an article is a choice among them
    const slugRefs = allPairs.filter((p) => referenceOf(p.schema.type === 'array' && isObject(p.schema.items) ? p.schema.items.description : p.schema.description));
    expect(slugRefs.length).toBeGreaterThan(5);
    for (const p of slugRefs) expect(p.field.widget, `${p.kind} ${p.at}`).toBe('relation');
  });

  it('uploads every picture into content/images/, into the folder its description names, with its alternative text required', () => {
    const pictures = allPairs.filter((p) => p.field.widget === 'object' && (p.field.fields as AnyField[] | undefined)?.some((f) => f.widget === 'image'));
    expect(pictures.length).toBeGreaterThan(15);
    for (const { kind, at, field, schema } of pictures) {
      const [src, alt] = field.fields as AnyField[];
      expect(src!.media_folder, `${kind} ${at}`).toMatch(/^\/content\/images(\/|$)/);
      const folder = pictureFolderOf(schema.description);
      if (folder) {
        expect(KNOWN_PICTURE_FOLDERS, `${kind} ${at}: kept in ${folder}`).toContain(folder);
        expect(src!.media_folder).toBe(`/content/images/${folder.replace(/\/$/, '')}`);
      }
      expect(alt!.required, `${kind} ${at}`).toEqual(['en']);
    }
    // only a picture inside a text (a picture block) has no folder of its own: it goes where its page's picture goes
    const withoutFolder = pictures.filter((p) => !pictureFolderOf(p.schema.description)).map((p) => `${p.kind} ${p.at}`);
    expect(withoutFolder.every((p) => /body\.\*\.picture$/.test(p)), withoutFolder.join(', ')).toBe(true);
  });

  it('lets every list be reordered, and a translation follow its English list item by item', () => {
    const listFields = allPairs.filter((p) => p.field.widget === 'list');
    expect(listFields.length).toBeGreaterThan(30);
    for (const p of listFields) expect(p.field.allow_reorder, `${p.kind} ${p.at}`).not.toBe(false);
    // a list of doctors or services: each item carries its id or slug into the translation, its stamp, and the translator's tick
    for (const p of listFields.filter((l) => (l.field.fields as AnyField[] | undefined)?.some((f) => f.name === 'id' || f.name === 'slug'))) {
      const names = (p.field.fields as AnyField[]).map((f) => `${f.name}:${String(f.i18n)}`);
      expect(names, `${p.kind} ${p.at}`).toEqual(expect.arrayContaining([`${SOURCE}:true`, `${STAMP_FIELD}:true`]));
      expect(names.some((n) => /^(id|slug):duplicate$/.test(n)), `${p.kind} ${p.at}`).toBe(true);
    }
  });

  it('offers Kannada and Hindi on exactly the fields whose words a translation holds', () => {
    const contentDir = path.join(process.cwd(), 'content');
    const translatable = new Set(allPairs.filter((p) => p.field.i18n === true && ['string', 'text'].includes(String(p.field.widget ?? 'string'))).map((p) => `${p.kind} ${p.at}`));
    // lists of texts: their items are the translatable texts
    for (const p of allPairs) if (p.field.widget === 'list' && isObject(p.field.field) && p.field.i18n === true) translatable.add(`${p.kind} ${p.at}.*`);
    const leaves = (v: unknown, at: string): string[] =>
      typeof v === 'string' ? [at] : Array.isArray(v) ? v.flatMap((x) => leaves(x, `${at}.*`)) : isObject(v) ? Object.entries(v).flatMap(([k, x]) => leaves(x, at ? `${at}.${k}` : k)) : [];
    const files = ['site.json', 'home.json', 'about.json', 'contact.json', 'doctors.json', 'doctor-filter.json', 'expertise.json', 'announcements.json', 'gallery.json', 'pages.json', 'departments/cardiology.json', `articles/${fs.readdirSync(path.join(contentDir, 'articles'))[0]}`];
    for (const file of files) {
      const kind = kindOfPath(`content/${file}`)!;
      const words = new Set(leaves(wordsOf(JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'))), '').map((at) => `${kind} ${at}`));
      expect([...words].filter((w) => !translatable.has(w)), `${file}: words the form does not translate`).toEqual([]);
    }
    // and nothing that is the same in every language is offered for translation
    const fixed = allPairs.filter((p) => p.field.i18n === true && ['string', 'text'].includes(String(p.field.widget ?? 'string')) && /(^|\.)(id|slug|src|icon|date|url|email)$/.test(p.at));
    expect(fixed).toEqual([]);
  });
});
