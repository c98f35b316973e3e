/**
 * The Pagefind search index, made from the built pages after `next build`.
 * Only each page's <main data-pagefind-body> is indexed; the legacy routes,
 * the search page, the 404 page and any noindex page are left out; every page carries its type
 * (doctor, department, article, service, page) as Pagefind meta and filter.
 * Pagefind writes one index per language, by each page's <html lang> (en-IN,
 * kn-IN, hi-IN, set by the build's islands step from the page's address), and
 * the browser loads the one of the page it runs on: an English search finds
 * English pages only, a Kannada search Kannada pages. Pagefind has no Kannada
 * stemmer: Kannada is indexed word by word (split at spaces and punctuation),
 * Hindi and English with their stemmers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { discoverPages, isNoindex } from './pages';
import { PHONE_LINK_SCHEME } from '../chat';
import { assetPaths, languageOf, outputPath, pageFile } from '../routes';
import type { Language } from '../i18n/languages';
import { isSearchable, pageTypeOf, type PageType } from '../search';

/** Where the index goes inside a build ("pagefind"), served as lib/routes assetPaths.searchBundle() (under the base path). */
export const SEARCH_BUNDLE_DIR = outputPath(assetPaths.searchBundle());

/** Pagefind's own search interfaces and highlighter, which the site does not use. */
const UNUSED_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/**
 * Calls to action inside <main> that are not content: chat and booking
 * hand-offs (they open in a new tab) and phone links would otherwise fill
 * the excerpts with "Book Appointment on WhatsApp (opens in a new tab)".
 */
const NOT_CONTENT = ['a[target="_blank"]', `a[href^="${PHONE_LINK_SCHEME}"]`];

const MAIN_BODY = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>/;

/**
 * A page's HTML as the indexer should read it: its type added as meta and
 * filter inside the indexed <main>. The file on disk is not changed.
 */
export function withPageType(html: string, type: PageType): string {
  const match = MAIN_BODY.exec(html);
  if (!match) throw new Error('no <main data-pagefind-body> in the page: the layout must mark the indexed region');
  const end = match.index + match[0].length;
  const marker = `<span hidden data-pagefind-meta="type:${type}" data-pagefind-filter="type:${type}"></span>`;
  return html.slice(0, end) + marker + html.slice(end);
}

/** Writes the index of every searchable page of a build into <outDir>/pagefind/. */
export async function buildSearchIndex(outDir: string): Promise<{ pages: number; byLanguage: Partial<Record<Language, number>>; bundle: string }> {
  // Pagefind starts its indexing binary as a service; it is imported here so that tests of the pure helpers need none.
  const pagefind = await import('pagefind');
  const root = path.resolve(outDir);
  const bundle = path.join(root, SEARCH_BUNDLE_DIR);
  fs.rmSync(bundle, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    let pages = 0;
    const byLanguage: Partial<Record<Language, number>> = {};
    for (const sitePath of discoverPages(outDir).filter(isSearchable)) {
      const html = fs.readFileSync(path.join(root, pageFile(sitePath)), 'utf8');
      // a page kept out of search engines (such as a listing's stand-in page 1) is kept out of site search too
      if (isNoindex(html)) continue;
      // URLs without the base path: the browser side prefixes the base path it was loaded under.
      const added = await index.addHTMLFile({ url: sitePath, content: withPageType(html, pageTypeOf(sitePath)) });
      if (added.errors.length > 0) throw new Error(`pagefind: ${sitePath}: ${added.errors.join('; ')}`);
      pages++;
      const { lang } = languageOf(sitePath);
      byLanguage[lang] = (byLanguage[lang] ?? 0) + 1;
    }
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    // The search page renders its own results through pagefind.js; Pagefind's ready-made UIs are not published.
    for (const file of fs.readdirSync(bundle)) if (UNUSED_UI.test(file)) fs.rmSync(path.join(bundle, file));
    return { pages, byLanguage, bundle };
  } finally {
    await pagefind.close();
  }
}
