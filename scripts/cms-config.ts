/**
 * `npm run cms:config`: writes admin/config.json, the browser editor's forms
 * (Sveltia CMS at /admin/), from the zod schemas (lib/cms/config.ts).
 * tests/unit/cms-config.test.ts fails when the committed file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_CONFIG_FILE, cmsConfig, formatCmsConfig } from '../lib/cms/config';

const file = path.join(process.cwd(), CMS_CONFIG_FILE);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, formatCmsConfig(cmsConfig()));
console.log(`wrote ${CMS_CONFIG_FILE}`);
