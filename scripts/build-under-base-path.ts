/**
 * Builds the site as a CI job publishing under a sub-path would
 * (BASE_PATH=/hospital-site, SITE_URL=https://example.org) into out-base/,
 * so the end-to-end tests can check that every link and asset follows the base path.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const TEST_BASE_PATH = '/hospital-site';

fs.rmSync('out-base', { recursive: true, force: true });
execSync('npm run --silent content:check && npm run --silent images', { stdio: 'inherit' });
const env = { ...process.env, BASE_PATH: TEST_BASE_PATH, SITE_URL: 'https://example.org' };
execSync('npx next build', { stdio: 'inherit', env });
execSync('npx tsx scripts/csp.ts', { stdio: 'inherit', env });
execSync('npx tsx scripts/postbuild.ts', { stdio: 'inherit', env });
execSync('npx tsx scripts/build-search-index.ts out', { stdio: 'inherit', env });
fs.renameSync('out', 'out-base');
console.log(`built the site under ${TEST_BASE_PATH} into out-base/`);
