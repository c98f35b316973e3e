/**
 * The second build the tests check, `npm run build:base`
 * (scripts/build-under-base-path.ts): the site under a base path, into out-base/.
 * Here rather than in tests/ because the script that makes it reads them too.
 */

/** The base path out-base/ is built under. */
export const BASE_PATH_BUILD = '/hospital-site';

/**
 * The content out-base/ is built from: the test fixture, not content/. What a base path can break is how a
 * kind of page writes its links and finds its files, which is code; the fixture has a page of every kind in
 * a sixth of the build time. Specs reading out-base/ take their examples from it (contentOf in tests/e2e/support/content.ts).
 */
export const BASE_PATH_CONTENT = 'tests/fixtures/content';
