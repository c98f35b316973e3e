/**
 * Builds the site as a CI job publishing under a sub-path would
 * (BASE_PATH=/hospital-site, SITE_URL=https://example.org) into out-base/,
 * so the end-to-end tests can check that every link and asset follows the base path.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const TEST_BASE_PATH = '/hospital-site';

fs.rmSync('out-base', { recursive: true, force: true });
// `npm run build` itself, exporting into out-base/ (NEXT_DIST_DIR: next.config.mjs and every post-build step follow it)
execSync('npm run --silent build', {
  stdio: 'inherit',
  env: { ...process.env, BASE_PATH: TEST_BASE_PATH, SITE_URL: 'https://example.org', NEXT_DIST_DIR: 'out-base' },
});
console.log(`built the site under ${TEST_BASE_PATH} into out-base/`);
