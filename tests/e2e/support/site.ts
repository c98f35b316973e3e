import fs from 'node:fs';
import path from 'node:path';
import { readBundleManifest } from '../../../lib/build/bundle-islands';
import { islandsOf } from '../../../lib/build/islands';
import { BASE_PATH_BUILD, BASE_PATH_CONTENT } from '../../../lib/build/base-path-build';
import { discoverPages } from '../../../lib/build/pages';
import { assetPaths, languageOf, outputPath, pageFile, routeOf, type RouteName } from '../../../lib/routes';

export { BASE_PATH_BUILD, BASE_PATH_CONTENT, discoverPages };

/**
 * The pages the per-page browser checks visit (CSP, axe, console, the
 * JavaScript budget): every English page but the departments' service pages,
 * and of those and of each translation one page of every kind (the first of
 * each route in the build), since a Kannada page of a kind is the English
 * page's view with other words, and one service's page is every other's
 * with another text (there are over a hundred). The static checks (HTML
 * validity, links, SEO tags) still read every page.
 */
export function pagesToVisit(outDir = 'out'): string[] {
  return onePerKind(discoverPages(outDir), (lang, route) => lang !== 'en' || SAMPLED_ROUTES.includes(route));
}

/** The kinds of English page of which the browser checks visit one: the many pages of one view that differ only in their text. */
const SAMPLED_ROUTES: readonly (RouteName | undefined)[] = ['departmentService'];

/**
 * The first page of every kind (route) in each language: where a check
 * depends on the code a kind of page runs, not on its content.
 */
export function onePageOfEachKind(outDir = 'out'): string[] {
  return onePerKind(discoverPages(outDir), () => true);
}

/** Of `pages`, every page `sampled` says no to (by its language and route), and of the others the first page of each kind per language. */
function onePerKind(pages: string[], sampled: (lang: string, route: RouteName | undefined) => boolean): string[] {
  return firstOfEach(pages, (p) => {
    const { lang, path } = languageOf(p);
    const route = routeOf(path)?.name;
    return sampled(lang, route) ? `${lang} ${route}` : undefined;
  });
}

/** Of `pages`, the first page with each key, and every page without one. */
function firstOfEach(pages: string[], keyOf: (page: string) => string | undefined): string[] {
  const seen = new Set<string>();
  return pages.filter((p) => {
    const key = keyOf(p);
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Of `pages`, the first page of each kind (language and route) with the same islands hydrating the same way:
 * what a page's browser code does, the scripts it fetches and what the policy must allow follow from these.
 * Pages of a kind differ beyond that only in their words and pictures, which the static checks read on
 * every page (and `pagesToVisit` still see at two widths, without JavaScript, in site-pages.spec.ts).
 */
export function onePerIslandSet(pages: string[], outDir = 'out'): string[] {
  const known = new Set(Object.keys(readBundleManifest(path.join(outDir, outputPath(assetPaths.islands()))).manifest.islands));
  return firstOfEach(pages, (p) => {
    const islands = islandsOf(fs.readFileSync(path.join(outDir, pageFile(p)), 'utf8'), p, known).map((i) => `${i.name}:${i.hydrate}`);
    const { lang, path: sitePath } = languageOf(p);
    return `${lang} ${routeOf(sitePath)?.name} ${[...new Set(islands)].sort().join(' ')}`;
  });
}

/** E2E_PORT lets two checkouts run their end-to-end tests side by side. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_PORT = SITE_PORT + 1;

export function htmlFiles(outDir = 'out'): string[] {
  return [...discoverPages(outDir).map((p) => path.join(outDir, pageFile(p))), path.join(outDir, '404.html')];
}
