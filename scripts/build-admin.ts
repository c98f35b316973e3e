/**
 * After `next build` (npm run build:admin): the browser editor into
 * <folder>/admin/ (lib/build/admin.ts): Sveltia CMS from npm, its fonts, its
 * configuration (admin/config.json) with the hospital's Git host from the
 * environment (CMS_BACKEND, CMS_REPO…; docs/publishing.md), and our save step.
 * Usage: tsx scripts/build-admin.ts [--dir out]
 */
import path from 'node:path';
import { ADMIN_DIR, cmsBackend, cmsVersion, writeAdmin } from '../lib/build/admin';
import { buildDir } from '../lib/build/cli';
import { getContent } from '../lib/content/cache';

const out = path.resolve(buildDir());
const backend = cmsBackend();
/** Settles when the step is done (scripts/build.ts runs the steps of `npm run build` in one process). */
export const done = writeAdmin(out, { backend, appTitle: `${getContent().site.shortName}: edit the website` })
  .then((files) => {
    console.log(`admin: Sveltia CMS ${cmsVersion()} and ${files.length} files into ${path.relative(process.cwd(), path.join(out, ADMIN_DIR))}/ (signs in to ${backend.name} ${backend.repo})`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
