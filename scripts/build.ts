/**
 * `npm run build`: the content check, the pictures, `next build`, then the
 * island pages, the crawler files, the search index, the browser editor
 * (/admin/) and the Content-Security-Policy (last, as its `_headers` names
 * what the build holds), in that order, stopping at the first step that
 * fails. The steps run in this one process (Next's build in its own), so each
 * does not pay for starting TypeScript and loading the content again; each is
 * also an npm script of its own (content:check, images, build:islands,
 * build:seo, build:search, build:admin, build:csp). CONTENT_DIR, BASE_PATH,
 * SITE_URL and NEXT_DIST_DIR apply to every step.
 */
import { spawnSync } from 'node:child_process';

/** Runs a step script: importing it starts it, and its `done` (if it has one) settles when it has finished. */
async function step(load: () => Promise<{ done?: Promise<unknown> }>) {
  await (await load()).done;
}

async function main() {
  await step(() => import('./content-check'));
  await step(() => import('./build-images'));
  const next = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit' });
  if (next.status !== 0) process.exit(next.status ?? 1);
  await step(() => import('./build-islands'));
  await step(() => import('./postbuild'));
  await step(() => import('./build-search-index'));
  await step(() => import('./build-admin'));
  await step(() => import('./csp'));
}

void main();
