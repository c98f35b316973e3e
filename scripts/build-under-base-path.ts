/**
 * Builds the site as a CI job publishing under a sub-path would
 * (BASE_PATH=/hospital-site, SITE_URL=https://example.org) into out-base/,
 * so the end-to-end tests can check that every link and asset follows the base path.
 * It is built from the test fixture (tests/fixtures/content), which has a page of every kind:
 * the base path is a matter of each kind's code, and the fixture builds in a fraction of the time.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_PATH_BUILD, BASE_PATH_CONTENT } from '../lib/build/base-path-build';

fs.rmSync('out-base', { recursive: true, force: true });
// `npm run build` itself, exporting into out-base/ (NEXT_DIST_DIR: next.config.mjs and every post-build step follow it)
execSync('npm run --silent build', {
  stdio: 'inherit',
  env: { ...process.env, BASE_PATH: BASE_PATH_BUILD, SITE_URL: 'https://example.org', NEXT_DIST_DIR: 'out-base', CONTENT_DIR: path.resolve(BASE_PATH_CONTENT) },
});
console.log(`built the site from ${BASE_PATH_CONTENT} under ${BASE_PATH_BUILD} into out-base/`);
