/**
 * `npm run content:schemas`: writes content/schemas/*.schema.json from the zod
 * schemas (lib/content/json-schemas.ts), for editors' IDEs, and removes
 * schema files that no content file kind uses any more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_SCHEMAS_DIR, editorJsonSchemas, formatJsonSchema } from '../lib/content/json-schemas';

const outDir = path.join(process.cwd(), EDITOR_SCHEMAS_DIR);
fs.mkdirSync(outDir, { recursive: true });
const schemas = editorJsonSchemas();
for (const [file, json] of Object.entries(schemas)) fs.writeFileSync(path.join(outDir, file), formatJsonSchema(json));
const stale = fs.readdirSync(outDir).filter((file) => file.endsWith('.schema.json') && !(file in schemas));
for (const file of stale) fs.rmSync(path.join(outDir, file));
console.log(
  `wrote ${Object.keys(schemas).length} JSON Schemas to ${EDITOR_SCHEMAS_DIR}/` + (stale.length > 0 ? `; removed ${stale.join(', ')}` : ''),
);
