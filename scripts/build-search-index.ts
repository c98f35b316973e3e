/**
 * After `next build`: the site search index (Pagefind) for the pages in a
 * build folder, written to <folder>/pagefind/. `tsx scripts/build-search-index.ts [folder]`
 * (default: NEXT_DIST_DIR if set, else out)
 */
import { buildDir } from '../lib/build/cli';
import { buildSearchIndex } from '../lib/build/search-index';

const outDir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : buildDir();
const started = Date.now();
/** Settles when the step is done (scripts/build.ts runs the steps of `npm run build` in one process). */
export const done = buildSearchIndex(outDir)
  .then(({ pages, byLanguage, bundle }) => {
    const languages = Object.entries(byLanguage).map(([lang, n]) => `${lang} ${n}`).join(', ');
    console.log(`search index: ${pages} pages (${languages}) into ${bundle} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
