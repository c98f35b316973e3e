/**
 * The browser editor's configuration (Sveltia CMS, served at /admin/), made
 * from the same zod schemas as the content check and the editors' JSON
 * Schemas: every content file kind is a form, every field of the schema a
 * field of the form, with its description as the hint, its required/optional
 * status, its patterns, number ranges and list sizes. `npm run cms:config`
 * writes it to admin/config.json; tests/unit/cms-config.test.ts fails when
 * the committed file drifts from what this module makes.
 *
 * What a form cannot say is left to `npm run content:check`, which runs in
 * every build and in CI: text limits (the form has no way to count letters
 * as a reader does, ಕಿ as one, so a limit is stated in the hint only), rules
 * across fields (a figure's value or count), rules across files (slugs that
 * must exist, file names equal to slugs), real dates, and the house rules.
 *
 * Kannada and Hindi: each form is also a form in those languages, beside the
 * English. Only the words are translatable (lib/content/words.ts decides
 * which, by the same rule as the overlays); lists follow the English, item
 * for item, so a translation sits beside its English. What is saved is
 * tidied by admin/hooks.ts (lib/cms/save.ts) into our overlay format.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { editorJsonSchemas } from '../content/json-schemas';
import { FIXED_FIELDS, SOURCE } from '../content/words';
import { PICTURE_FORMATS } from '../images';
import { LANGUAGES } from '../i18n/languages';
import { paths } from '../routes';
import { IMAGES_DIR, STAMP_FIELD } from './names';

export { IMAGES_DIR, kindOfPath, STAMP_FIELD } from './names';

type JsonSchema = Record<string, unknown>;
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where the committed configuration lives (served as /admin/config.json). */
export const CMS_CONFIG_FILE = 'admin/config.json';


/** A label a field's name does not make well by itself. */
const LABELS: Record<string, string> = {
  $schema: 'Schema',
  alt: 'What the picture shows (alternative text)',
  src: 'Picture',
  opd: 'OPD',
  faqs: 'Questions and answers',
  megaMenu: 'Departments menu',
  footerDepartments: 'Footer departments',
  infoLine: 'Highlighted note',
  stats: 'Figures',
  infoCards: 'Fact cards',
  serviceLine: 'Heading over the services',
  labelOne: 'Label for exactly one',
  ourdoctor: 'Our Doctors page',
  mainservice: 'Departments page',
  subblog: 'Old address /subblog/',
  hospitalservice: 'Old address /Hospitalservice/',
  notFound: 'Page not found',
  whatsapp: 'WhatsApp number',
  whatsappGreeting: 'WhatsApp greeting',
  email: 'E-mail',
  geo: 'Map coordinates',
  directionsUrl: 'Directions link',
  embedUrl: 'Map link',
  url: 'Address (https://…)',
  id: 'Id (web address)',
  slug: 'Slug (web address)',
  keyFigures: 'Figures',
  blogTeasers: 'Articles section',
  serviceTiles: 'Facility tiles',
  departmentsSection: 'Departments section',
  doctorsSection: 'Doctors section',
  menuLinks: 'Menu links',
  experienceYears: 'Years of experience',
  displayDepartment: 'Department line on the card',
};

/** "experienceYears" → "Experience years". */
export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name]!;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The folder a picture is kept in, as its description says ("…; kept in doctors/, which crops it square"), if it says one. */
export function pictureFolderOf(description: unknown): string | undefined {
  const m = typeof description === 'string' ? /\bkept in ([a-z0-9/-]+\/)/.exec(description) : null;
  return m?.[1];
}

/** Which collection a slug field refers to, by its description ("One department's slug"), if it refers to one. */
export function referenceOf(description: unknown): 'departments' | 'articles' | undefined {
  if (typeof description !== 'string') return undefined;
  if (/\b(?:a|an|one) department's slug\b|\bslug of the department\b/i.test(description)) return 'departments';
  if (/\b(?:a|an|one) article's slug\b/i.test(description)) return 'articles';
  return undefined;
}

/** The first example in a description (e.g. "+91 80 4000 0000"), for a pattern's error message. */
function exampleOf(description: unknown): string | undefined {
  return typeof description === 'string' ? /\be\.g\. ("[^"]+")/.exec(description)?.[1] : undefined;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const PICTURE_SRC = /^\^\[a-z0-9\]/;
const KEYS = ['id', 'slug'] as const;

/** A JSON Schema for a picture: { src, alt } with src a file name. */
function isPicture(schema: JsonSchema): boolean {
  const props = schema.properties;
  return isObject(props) && isObject(props.src) && isObject(props.alt) && typeof props.src.pattern === 'string' && PICTURE_SRC.test(props.src.pattern) && /\(svg\|/.test(props.src.pattern);
}

/** The key of the elements of a list of objects (a doctor's id, a service's slug), if they have one. */
function keyOfItems(items: JsonSchema): string | undefined {
  const props = isObject(items.properties) ? items.properties : {};
  return KEYS.find((k) => k in props);
}

/** Whether a value of this schema holds words a translation replaces (the rule of lib/content/words.ts wordsOf, read from the schema). */
export function hasWords(schema: unknown, name: string): boolean {
  if (!isObject(schema) || FIXED_FIELDS.has(name) || name === SOURCE) return false;
  if (schema.type === 'string') return schema.enum === undefined && schema.const === undefined && schema.pattern !== DATE_PATTERN;
  if (schema.type === 'array') return hasWords(schema.items, name);
  if (schema.type === 'object' && isObject(schema.properties)) return Object.entries(schema.properties).some(([k, v]) => hasWords(v, k));
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) return (schema[key] as unknown[]).some((v) => hasWords(v, name));
  return false;
}

interface Context {
  /** The field must be filled in (in English). */
  required: boolean;
  /** The folder of the nearest picture of the same object, where a picture block of its text goes too. */
  pictureFolder?: string;
}

/** The i18n option and the required option of a field: words are translated (and required in English only), everything else is English only. */
function languageOptions(words: boolean, required: boolean): Pick<Field, 'i18n'> & { required?: boolean | string[] } {
  if (!words) return { i18n: false, required };
  return { i18n: true, required: required ? ['en'] : false };
}

/** A description as the editor shows it: its hints are HTML, where "<slug>" would be taken for a tag. */
export function hintText(description: string): string {
  return description.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A text's limits in words, where its description does not say them already: a form cannot count letters as a reader does (ಕಿ as one), so the limit is told here and held by content:check. */
function limitsInWords(schema: JsonSchema, description: string): string {
  const min = typeof schema.minLength === 'number' && schema.minLength > 1 ? schema.minLength : undefined;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const said = (n: number | undefined) => n === undefined || new RegExp(`\\b${n}\\b`).test(description);
  if (said(min) && said(max)) return '';
  if (min !== undefined && max !== undefined) return ` ${min} to ${max} characters.`;
  return max !== undefined ? ` At most ${max} characters.` : ` At least ${min} characters.`;
}

function withHint<F extends object>(field: F, schema: JsonSchema): F {
  if (typeof schema.description !== 'string') return field;
  return { ...field, hint: hintText(schema.description + limitsInWords(schema, schema.description)) };
}

/** The form field for one property of a content file's schema. */
function fieldOf(name: string, schema: JsonSchema, ctx: Context): Field {
  const base = { name, label: labelOf(name) };
  const words = hasWords(schema, name);
  const reference = schema.type === 'array' && isObject(schema.items) ? referenceOf(schema.items.description) : referenceOf(schema.description);

  if (reference) {
    const multiple = schema.type === 'array';
    return withHint(
      {
        ...base,
        widget: 'relation',
        collection: reference,
        value_field: '{{slug}}',
        display_fields: [reference === 'departments' ? 'name' : 'title'],
        search_fields: [reference === 'departments' ? 'name' : 'title', 'slug'],
        ...(multiple ? { multiple: true, ...limits(schema) } : {}),
        ...languageOptions(false, ctx.required && !(multiple && schema.minItems === undefined)),
      } as Field,
      schema,
    );
  }

  if (schema.type === 'object' && isPicture(schema)) {
    const folder = pictureFolderOf(schema.description) ?? ctx.pictureFolder;
    const props = schema.properties as Record<string, JsonSchema>;
    const mediaFolder = `/${IMAGES_DIR}${folder ? `/${folder.replace(/\/$/, '')}` : ''}`;
    return withHint(
      {
        ...base,
        widget: 'object',
        ...languageOptions(true, ctx.required),
        fields: [
          withHint(
            {
              name: 'src',
              label: labelOf('src'),
              widget: 'image',
              accept: 'image/jpeg,image/png,image/webp,image/svg+xml',
              choose_url: false,
              media_folder: mediaFolder,
              public_folder: folder ? `/${folder.replace(/\/$/, '')}` : '',
              ...languageOptions(false, true),
            } as Field,
            props.src!,
          ),
          withHint({ name: 'alt', label: labelOf('alt'), widget: 'text', ...languageOptions(true, true) } as Field, props.alt!),
        ],
      } as Field,
      schema,
    );
  }

  if (schema.type === 'object' && isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const props = schema.properties as Record<string, JsonSchema>;
    const pictureFolder = (isObject(props.picture) ? pictureFolderOf(props.picture.description) : undefined) ?? ctx.pictureFolder;
    return withHint(
      {
        ...base,
        widget: 'object',
        ...(words ? languageOptions(true, ctx.required) : languageOptions(false, ctx.required)),
        fields: Object.entries(props).map(([k, v]) => fieldOf(k, v, { required: required.has(k), pictureFolder })),
      } as Field,
      schema,
    );
  }

  if (schema.type === 'array' && isObject(schema.items)) return listOf(base, schema, schema.items, words, ctx);

  if (schema.type === 'string' && Array.isArray(schema.enum))
    return withHint({ ...base, widget: 'select', options: schema.enum as string[], ...languageOptions(false, ctx.required) } as Field, schema);

  if (schema.type === 'string' && schema.pattern === DATE_PATTERN)
    return withHint({ ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', ...languageOptions(false, ctx.required) } as Field, schema);

  if (schema.type === 'string' && name === '$schema') return { ...base, widget: 'hidden', i18n: false } as Field;

  if (schema.type === 'string') {
    const stringType = schema.format === 'email' ? 'email' : schema.format === 'uri' ? 'url' : undefined;
    const pattern =
      schema.format === 'uri'
        ? (['^https://', 'must be a full address starting with https://'] as [string, string])
        : typeof schema.pattern === 'string' && schema.format === undefined
          ? ([schema.pattern, exampleOf(schema.description) ? `write it like ${exampleOf(schema.description)}` : 'not in the form the hint asks for'] as [string, string])
          : undefined;
    // a short text is one line; a paragraph (no limit, or a long one) gets a text area
    const oneLine = typeof schema.maxLength === 'number' ? schema.maxLength <= 120 : !words;
    return withHint(
      {
        ...base,
        widget: oneLine ? 'string' : 'text',
        ...(stringType ? { type: stringType } : {}),
        ...(pattern ? { pattern } : {}),
        ...languageOptions(words, ctx.required),
      } as Field,
      schema,
    );
  }

  if (schema.type === 'integer' || schema.type === 'number')
    return withHint(
      {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
        ...(schema.type === 'number' ? { step: 0.0001 } : {}),
        ...languageOptions(false, ctx.required),
      } as Field,
      schema,
    );

  if (schema.type === 'boolean') return withHint({ ...base, widget: 'boolean', ...languageOptions(false, false) } as Field, schema);

  throw new Error(`cms config: no form field for "${name}" (${JSON.stringify(schema).slice(0, 120)})`);
}

function limits(schema: JsonSchema): { min?: number; max?: number } {
  return {
    ...(typeof schema.minItems === 'number' && schema.minItems > 0 ? { min: schema.minItems } : {}),
    ...(typeof schema.maxItems === 'number' ? { max: schema.maxItems } : {}),
  };
}

/** A field to show as the title of a collapsed list item. */
function summaryOf(props: Record<string, unknown>): string | undefined {
  const name = ['name', 'title', 'label', 'heading', 'question', 'caption', 'lead', 'text', 'date'].find((k) => k in props);
  return name ? `{{fields.${name}}}` : undefined;
}

/** The fields a translator ticks and the fingerprint kept beside them: in an item of a keyed list, and at the top of a file. */
function stampFields(what: string): Field[] {
  return [
    {
      name: STAMP_FIELD,
      label: `Kannada or Hindi: translation checked`,
      widget: 'boolean',
      default: false,
      i18n: true,
      required: false,
      hint: `Tick it in the Kannada or Hindi form when the translation of ${what} says what the English says now, then save: the site shows a translation only once it is checked, and shows the English again when the English changes. It is not saved itself: it becomes the fingerprint of the English that npm run translations -- stamp writes. Ignored in English.`,
    } as Field,
  ];
}

const SOURCE_FIELD = { name: SOURCE, widget: 'hidden', i18n: true } as Field;

function listOf(base: { name: string; label: string }, schema: JsonSchema, items: JsonSchema, words: boolean, ctx: Context): Field {
  const size = limits(schema);
  // a list of blocks of several kinds (a service's or an article's text)
  const variants = (items.oneOf ?? items.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) {
    return withHint(
      {
        ...base,
        widget: 'list',
        ...size,
        i18n: words ? 'duplicate' : false,
        required: ctx.required,
        typeKey: 'type',
        types: variants.map((variant) => {
          const props = variant.properties as Record<string, JsonSchema>;
          const type = props.type!.const as string;
          const required = new Set((variant.required as string[] | undefined) ?? []);
          return {
            name: type,
            label: labelOf(type),
            widget: 'object',
            summary: summaryOf(props),
            fields: Object.entries(props)
              .filter(([k]) => k !== 'type')
              .map(([k, v]) => fieldOf(k, v, { required: required.has(k), pictureFolder: ctx.pictureFolder })),
          };
        }),
      } as Field,
      schema,
    );
  }

  if (items.type === 'string' && Array.isArray(items.enum))
    return withHint(
      { ...base, widget: 'select', multiple: true, options: items.enum as string[], ...size, ...languageOptions(false, ctx.required) } as Field,
      schema,
    );

  // a list of texts: a translation may say it in more or fewer lines, so it is the translator's own list (and the
  // English list's smallest size is left to content:check: a form cannot ask it of one language only)
  if (items.type === 'string') {
    const item = fieldOf('item', items, { required: true });
    return withHint(
      {
        ...base,
        widget: 'list',
        ...(words ? {} : size),
        field: { ...item, label: labelOf(base.name) },
        ...languageOptions(words, ctx.required && Number(schema.minItems ?? 0) > 0),
      } as Field,
      schema,
    );
  }

  // a list of groups: a translation follows the English list item by item (doctors, services, questions…)
  const props = items.properties as Record<string, JsonSchema>;
  const required = new Set((items.required as string[] | undefined) ?? []);
  const key = keyOfItems(items);
  const pictureFolder = (isObject(props.picture) ? pictureFolderOf(props.picture.description) : undefined) ?? ctx.pictureFolder;
  const fields = Object.entries(props).flatMap(([k, v]) => {
    const field = fieldOf(k, v, { required: required.has(k), pictureFolder });
    // the key goes into the translation too, so that a translation names the item it translates
    if (k === key && words) return [{ ...field, i18n: 'duplicate' } as Field, SOURCE_FIELD];
    return [field];
  });
  return withHint(
    {
      ...base,
      widget: 'list',
      ...size,
      i18n: words ? 'duplicate' : false,
      required: ctx.required && Number(schema.minItems ?? 0) > 0,
      summary: summaryOf(props),
      collapsed: true,
      fields: key && words ? [...fields, ...stampFields(`this ${labelOf(base.name).toLowerCase().replace(/s$/, '')}`)] : fields,
    } as Field,
    schema,
  );
}

/** The fields of a content file kind: its properties, plus, when it has words outside keyed lists, the translator's tick for them. */
function fileFields(schema: JsonSchema, translated: boolean): Field[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const props = schema.properties as Record<string, JsonSchema>;
  const fields = Object.entries(props).map(([k, v]) => fieldOf(k, v, { required: required.has(k) }));
  // words outside keyed lists are stamped file by file (npm run translations -- stamp <lang> <file> does the same)
  const topLevelWords = Object.entries(props).some(([k, v]) => hasWords(v, k) && !(v.type === 'array' && isObject(v.items) && keyOfItems(v.items)));
  if (!translated || !topLevelWords) return fields;
  const [schemaPointer, ...rest] = fields;
  return [schemaPointer!, { ...SOURCE_FIELD }, ...rest, ...stampFields('this page (every part of it outside its lists of doctors or services)')];
}

/** The "$schema" line a new file of a kind gets, from where the file is. */
function schemaPointerFor(kind: string, inFolder: boolean): string {
  return `${inFolder ? '..' : '.'}/schemas/${kind}.schema.json`;
}

/** The content files kept one per page (not in a folder), in the order the editor lists them, with their labels. */
const SINGLE_FILES = [
  ['site', 'Hospital details', 'hospital'],
  ['home', 'Home page', 'home'],
  ['about', 'About page', 'info'],
  ['contact', 'Contact page', 'call'],
  ['doctors', 'Doctors', 'stethoscope'],
  ['doctor-filter', 'Doctor filter choices', 'filter_list'],
  ['expertise', 'Centre of Expertise', 'star'],
  ['announcements', 'Announcements', 'campaign'],
  ['gallery', 'Gallery', 'photo_library'],
  ['pages', 'Page titles and descriptions', 'title'],
  ['navigation', 'Menus', 'menu'],
] as const;

/** The schema of a content file kind, as the editors' JSON Schemas have it. */
function schemaOf(kind: string): JsonSchema {
  const schema = editorJsonSchemas()[`${kind}.schema.json`];
  if (!schema) throw new Error(`cms config: no schema for ${kind}`);
  return schema;
}

function withPointer(fields: Field[], pointer: string): Field[] {
  return fields.map((f) => (f.name === '$schema' ? ({ ...f, default: pointer } as Field) : f));
}

/** The content folder of a file in every language: content/doctors.json and content/kn/doctors.json. */
const inLanguages = (file: string) => `content/{{locale}}/${file}`;

/**
 * The configuration, without `backend` and the site's own address, name and
 * logo, which the build adds (lib/build/admin.ts): the hospital's Git host is
 * a publishing setting, not part of the content model.
 */
export function cmsConfig(): Omit<CmsConfig, 'backend'> {
  const singletons: CollectionFile[] = SINGLE_FILES.map(([kind, label, icon]) => {
    const schema = schemaOf(kind);
    const translated = hasWords(schema, '');
    const file = `${kind}.json`;
    return {
      name: kind,
      label,
      icon,
      file: translated ? inLanguages(file) : `content/${file}`,
      format: 'json',
      i18n: translated,
      fields: withPointer(fileFields(schema, translated), schemaPointerFor(kind, false)),
    } as CollectionFile;
  });
  const folder = (kind: 'department' | 'article', name: string, label: string, singular: string, identifier: string, icon: string, previewPath: string): Collection => {
    const schema = schemaOf(kind);
    return {
      name,
      label,
      label_singular: singular,
      icon,
      description: typeof schema.description === 'string' ? hintText(schema.description) : undefined,
      folder: inLanguages(name),
      extension: 'json',
      format: 'json',
      identifier_field: identifier,
      slug: '{{fields.slug}}',
      summary: `{{${identifier}}}`,
      preview_path: previewPath,
      i18n: true,
      fields: withPointer(fileFields(schema, true), schemaPointerFor(kind, true)),
    } as Collection;
  };
  return {
    media_folder: IMAGES_DIR,
    public_folder: '',
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    slug: { encoding: 'ascii', clean_accents: true, lowercase: true },
    // what is empty is left out by admin/hooks.ts, which knows the lists a file must have even when empty
    output: { omit_empty_optional_fields: false, json: { indent_style: 'space', indent_size: 2 } },
    i18n: {
      structure: 'multiple_folders',
      locales: [...LANGUAGES],
      default_locale: 'en',
      // a new department or article starts in English; a translator adds its Kannada and Hindi when ready
      initial_locales: 'default',
      omit_default_locale_from_file_path: true,
    },
    collections: [
      folder('department', 'departments', 'Departments', 'Department', 'name', 'medical_services', paths.department('{{slug}}')),
      folder('article', 'articles', 'Articles', 'Article', 'title', 'article', paths.article('{{slug}}')),
    ],
    singletons,
  };
}

/**
 * For each content file kind, the lists it must have even when they are
 * empty (a department's "faqs": []), as paths with * for a list's items
 * ("doctors.*.departments"): the browser editor leaves out what is empty,
 * these excepted.
 */
export function requiredLists(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (schema: unknown, at: string, out: string[]) => {
    if (!isObject(schema)) return;
    for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) for (const v of schema[key] as unknown[]) walk(v, at, out);
    if (schema.type === 'array') return walk(schema.items, `${at}.*`, out);
    if (!isObject(schema.properties)) return;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [k, v] of Object.entries(schema.properties)) {
      const path = at ? `${at}.${k}` : k;
      if (required.has(k) && isObject(v) && v.type === 'array' && !out.includes(path)) out.push(path);
      walk(v, path, out);
    }
  };
  for (const [file, schema] of Object.entries(editorJsonSchemas())) {
    const kind = file.replace(/\.schema\.json$/, '');
    const out: string[] = [];
    walk(schema, '', out);
    found[kind] = out;
  }
  return found;
}

/**
 * The order of the fields of every kind of group the content has (a doctor,
 * a picture, a block of text…), as the schemas list them: the browser editor
 * writes a file's fields in this order, as an editor copying an example
 * would (lib/cms/save.ts orderKeys).
 */
export function keyOrders(): string[][] {
  const found = new Map<string, string[]>();
  const walk = (schema: unknown) => {
    if (Array.isArray(schema)) return schema.forEach(walk);
    if (!isObject(schema)) return;
    if (isObject(schema.properties)) {
      const keys = Object.keys(schema.properties);
      found.set(keys.join(','), keys);
    }
    for (const value of Object.values(schema)) walk(value);
  };
  for (const [file, schema] of Object.entries(editorJsonSchemas())) if (file !== 'glossary.schema.json') walk(schema);
  return [...found.values()];
}

/** The configuration as npm run cms:config writes it. */
export function formatCmsConfig(config: unknown): string {
  return JSON.stringify(config, null, 2) + '\n';
}

/** The picture folders the site knows (lib/images.ts), for the test that every folder a description names is one of them. */
export const KNOWN_PICTURE_FOLDERS: readonly string[] = PICTURE_FORMATS.map((f) => f.folder);
