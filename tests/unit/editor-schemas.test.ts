/**
 * The JSON Schemas in content/schemas are what editors see in VS Code: field
 * suggestions, red underlines and, on hover, what each field is for. These
 * tests keep them true to the zod schemas, described field by field, and
 * reachable from every content file's "$schema" line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATIONS } from '@/lib/i18n/languages';
import { describe, expect, it } from 'vitest';
import { EDITOR_SCHEMAS_DIR, editorJsonSchemas } from '@/lib/content/json-schemas';
import { contentDir as loadedContentDir, listJson } from '@/lib/content/read';

const root = process.cwd();
/** The committed schemas, which npm run content:schemas writes. */
const schemasDir = path.join(root, EDITOR_SCHEMAS_DIR);
/** The content the tests run on (content/, or the folder CONTENT_DIR names), and the schemas its files point at. */
const contentDir = loadedContentDir();
const contentSchemasDir = path.join(contentDir, path.relative(path.join(root, 'content'), schemasDir));
const fresh = editorJsonSchemas();

type JsonSchema = Record<string, unknown>;
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasDescription = (s: unknown) => isObject(s) && typeof s.description === 'string' && s.description.trim().length > 0;

/**
 * Every place in a JSON Schema that an editor can hover and that lacks a
 * description: each property of each object, each array's items, and the
 * whole file, found by walking properties, items, prefixItems,
 * additionalProperties, anyOf/oneOf/allOf, not and $defs/definitions.
 */
function undescribed(schema: unknown, at = '#'): string[] {
  if (!isObject(schema)) return [];
  const missing: string[] = [];
  const visit = (child: unknown, where: string, mustDescribe: boolean) => {
    if (mustDescribe && !hasDescription(child)) missing.push(where);
    missing.push(...undescribed(child, where));
  };
  if (isObject(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) visit(child, `${at}/properties/${name}`, true);
  if (isObject(schema.items)) visit(schema.items, `${at}/items`, true);
  if (Array.isArray(schema.items)) schema.items.forEach((child, i) => visit(child, `${at}/items/${i}`, true));
  if (Array.isArray(schema.prefixItems)) schema.prefixItems.forEach((child, i) => visit(child, `${at}/prefixItems/${i}`, true));
  if (isObject(schema.additionalProperties)) visit(schema.additionalProperties, `${at}/additionalProperties`, true);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((child, i) => visit(child, `${at}/${key}/${i}`, false));
  if (isObject(schema.not)) visit(schema.not, `${at}/not`, false);
  for (const key of ['$defs', 'definitions'] as const)
    if (isObject(schema[key])) for (const [name, child] of Object.entries(schema[key] as JsonSchema)) visit(child, `${at}/${key}/${name}`, false);
  return missing;
}

/** Every content JSON file, relative to content/ (the schemas themselves and picture folders aside). */
function contentFiles(dir = contentDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      // translations (content/kn/…) hold only words and are checked merged onto their English file
      const skipped = [contentSchemasDir, path.join(contentDir, 'images'), ...TRANSLATIONS.map((lang) => path.join(contentDir, lang))];
      if (entry.isDirectory()) return skipped.includes(full) ? [] : contentFiles(full);
      return entry.name.endsWith('.json') ? [path.relative(contentDir, full)] : [];
    })
    .sort();
}

/** The schema a content file is written against: one per kind of file in departments/ and articles/, else its own name. */
function expectedSchemaOf(file: string): string {
  const folder = path.dirname(file);
  if (folder === 'departments') return 'department.schema.json';
  if (folder === 'articles') return 'article.schema.json';
  return `${path.basename(file, '.json')}.schema.json`;
}

/** The "$schema" line a content file should have, as written from its folder: "./schemas/doctors.schema.json". */
function ownPointer(file: string): string {
  const relative = path.relative(path.join(contentDir, path.dirname(file)), path.join(contentSchemasDir, expectedSchemaOf(file))).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('editor JSON Schemas (content/schemas)', () => {
  it('are exactly what npm run content:schemas writes from lib/content/schema.ts', () => {
    const committed = fs.readdirSync(schemasDir).filter((f) => f.endsWith('.json')).sort();
    expect(committed, `the files in ${EDITOR_SCHEMAS_DIR}/ are not the exported ones: run npm run content:schemas and commit the result`).toEqual(
      Object.keys(fresh).sort(),
    );
    for (const [file, json] of Object.entries(fresh)) {
      const onDisk: unknown = JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8'));
      expect(onDisk, `${EDITOR_SCHEMAS_DIR}/${file} is out of date with lib/content/schema.ts: run npm run content:schemas and commit the result`).toEqual(json);
    }
  });

  it('describe every file, every field and every list item, for the editor to read on hover', () => {
    const missing = Object.entries(fresh).flatMap(([file, json]) => [
      ...(hasDescription(json) ? [] : [`${file}#`]),
      ...undescribed(json).map((at) => `${file}${at}`),
    ]);
    expect(missing, 'add a .describe("…") in lib/content/schema.ts where each of these is used, then run npm run content:schemas').toEqual([]);
  });

  it('the walk finds what lacks a description, however deep', () => {
    const described = (extra: JsonSchema = {}) => ({ type: 'string', description: 'A field.', ...extra });
    const schema = {
      type: 'object',
      properties: {
        fine: described(),
        blank: { type: 'string', description: '  ' },
        list: described({ type: 'array', items: { type: 'string' } }),
        choice: described({
          oneOf: [{ type: 'object', properties: { a: described(), b: { type: 'number' } } }, { type: 'null' }],
        }),
        both: described({ allOf: [{ $ref: '#/$defs/thing' }] }),
      },
      $defs: { thing: { type: 'object', properties: { deep: { type: 'object', properties: { x: { type: 'boolean' } } } } } },
    };
    expect(undescribed(schema)).toEqual([
      '#/properties/blank',
      '#/properties/list/items',
      '#/properties/choice/oneOf/0/properties/b',
      '#/$defs/thing/properties/deep',
      '#/$defs/thing/properties/deep/properties/x',
    ]);
  });

  it('are what every content file points at in its "$schema" line', () => {
    const files = contentFiles();
    // every file the site reads is among them: the files at the top, and each department's and article's, however many
    expect(files).toEqual(expect.arrayContaining([...listJson(contentDir, ''), ...listJson(contentDir, 'departments'), ...listJson(contentDir, 'articles')]));
    expect(files).toContain('doctors.json');
    const problems = files.flatMap((file) => {
      const data: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));
      const pointer = isObject(data) ? data.$schema : undefined;
      if (typeof pointer !== 'string') return [`content/${file}: has no "$schema" line`];
      const target = path.resolve(contentDir, path.dirname(file), pointer);
      if (!fs.existsSync(target)) return [`content/${file}: "$schema" points at ${pointer}, which does not exist`];
      const expected = path.join(contentSchemasDir, expectedSchemaOf(file));
      return target === expected ? [] : [`content/${file}: "$schema" points at ${pointer}, not at its own ${ownPointer(file)}`];
    });
    expect(problems).toEqual([]);
  });
});
