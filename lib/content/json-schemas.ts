/**
 * The JSON Schemas that editors' IDEs read: one for each kind of content
 * file, made from the zod schemas in ./schema, descriptions included. The
 * export script writes them to content/schemas/; a unit test checks that the
 * committed files still match.
 */
import { z } from 'zod';
import { glossarySchema } from './glossary';
import * as schema from './schema';

/** The zod schema behind each content/schemas/<name>.schema.json. */
export const editorSchemaSources = {
  site: schema.siteSchema,
  pages: schema.pagesSchema,
  home: schema.homeSchema,
  about: schema.aboutSchema,
  contact: schema.contactSchema,
  doctors: schema.doctorsSchema,
  'doctor-filter': schema.doctorFilterSchema,
  department: schema.departmentSchema,
  expertise: schema.expertiseSchema,
  article: schema.articleSchema,
  announcements: schema.announcementsSchema,
  gallery: schema.gallerySchema,
  navigation: schema.navigationSchema,
  glossary: glossarySchema,
} satisfies Record<string, z.ZodType>;

/** The folder, relative to the project, that holds the exported schemas. */
export const EDITOR_SCHEMAS_DIR = 'content/schemas';

/**
 * Every editor schema by its file name ("doctors.schema.json"), as JSON
 * Schema objects. `io: 'input'` describes what an editor writes (before
 * defaults and trimming); checks JSON Schema cannot say (like "exactly 10
 * digits after +91") are left to `npm run content:check`.
 */
export function editorJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(editorSchemaSources).map(([name, zodSchema]) => [
      `${name}.schema.json`,
      z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    ]),
  );
}

/** A schema file's text as the export script writes it. */
export function formatJsonSchema(json: unknown): string {
  return JSON.stringify(json, null, 2) + '\n';
}
