/**
 * Loads Pagefind's browser bundle (written by scripts/build-search-index.ts
 * into /pagefind/) on demand. Only the search island calls this, and only
 * once the visitor starts to search, so no other page downloads any of it.
 */

/** What one result's data holds: its URL (with the base path), an excerpt with <mark> and the page's meta. */
export interface SearchHitData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface SearchHit {
  id: string;
  data(): Promise<SearchHitData>;
}

/** The part of Pagefind's API the search page uses. */
export interface SearchEngine {
  search(query: string): Promise<{ results: SearchHit[] } | null>;
}

/** Words of excerpt around the best match. */
const EXCERPT_WORDS = 26;

/**
 * One bundle serves every language: the index holds one part per language
 * (lib/build/search-index.ts), and Pagefind's init() loads the part named by
 * the page's <html lang> ("kn-IN" → "kn-in"), which the build sets from the
 * page's address. Its module API takes no language option (init() reads the
 * document), so the page's lang is what chooses: /kn/search/ searches the
 * Kannada pages. A lang with no index falls back to the biggest one (English).
 */
export async function loadPagefind(bundleUrl: string, baseUrl: string): Promise<SearchEngine> {
  // A file of the built site, not a module of this bundle: the browser imports it as it is.
  const pagefind = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ bundleUrl);
  await pagefind.options({ baseUrl, excerptLength: EXCERPT_WORDS, excerptEllipsis: '…' });
  await pagefind.init();
  return pagefind as SearchEngine;
}
