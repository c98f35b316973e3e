/** Writes content/schemas/*.schema.json from the zod schemas, for editors' IDEs. */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import * as schema from '../lib/content/schema';

const targets: Record<string, z.ZodType> = {
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
};

const outDir = path.join(process.cwd(), 'content', 'schemas');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, zodSchema] of Object.entries(targets)) {
  const json = z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' });
  fs.writeFileSync(path.join(outDir, `${name}.schema.json`), JSON.stringify(json, null, 2) + '\n');
}
console.log(`wrote ${Object.keys(targets).length} JSON Schemas to content/schemas/`);
