/**
 * Site search rules shared by the index build (scripts/build-search-index.ts)
 * and the search island: which pages are searchable, the kind of page a URL
 * is, how a query travels in the URL, how an excerpt with <mark> becomes text
 * and highlights, and what the live region says. Pure, so it runs anywhere.
 *
 * Each language has an index of its own: Pagefind splits the pages by their
 * <html lang> (en-IN, kn-IN, hi-IN), and the browser side loads the index of
 * the page it runs on (islands/parts/pagefind.ts), so /kn/search/ finds the
 * Kannada pages and /search/ the English ones.
 */
import { SEARCH_QUERY_PARAM, languageOf, routeOf, type RouteName } from './routes';

/** The query parameter of the search page: /search/?q=kidney+stones (lib/routes owns it; the forms name their field by it). */
export const QUERY_PARAM = SEARCH_QUERY_PARAM;

export const PAGE_TYPES = ['doctor', 'department', 'article', 'service', 'page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * Every word the search island shows, in the page's language: the server
 * passes `ui(lang).searchPage.island` as a prop (an island never imports
 * the dictionary). Props are JSON, so words that take values are templates:
 * "{count}" and "{query}" are filled in by fillIn.
 */
export interface SearchWords {
  /** The search box's label. */
  label: string;
  placeholder: string;
  submit: string;
  /** The live region while the first search runs. */
  searching: string;
  /** The live region after a search: "{count} result for “{query}”" (one) or "{count} results …" (more). */
  resultOne: string;
  resultMany: string;
  noResults: string;
  /** The live region when Pagefind could not be loaded (the browse links follow). */
  failed: string;
  /** The results list's accessible name. */
  resultsList: string;
  showMore: string;
  /** Screen-reader text after "Show more results": " ({count} more)". */
  moreCount: string;
  /** The badge of each type of result. */
  types: Record<PageType, string>;
}

/** A template with its "{name}" placeholders filled in: ("{count} results", { count: 3 }) → "3 results". Unknown names stay as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The type of the routes (lib/routes ROUTES) that have one of their own; every other page is a "page". */
const TYPE_OF_ROUTE: Partial<Record<RouteName, PageType>> = {
  doctor: 'doctor',
  department: 'department',
  article: 'article',
  expertiseService: 'service',
  departmentService: 'service',
};

/** The kind of page a site path ("/ourdoctor/dr-x/" or "/kn/ourdoctor/dr-x/", without the base path) is. */
export function pageTypeOf(sitePath: string): PageType {
  const route = routeOf(languageOf(sitePath).path);
  return (route && TYPE_OF_ROUTE[route.name]) ?? 'page';
}

/**
 * Pages left out of the index: the legacy routes (they only lead on to the
 * real pages), the search page itself, the 404 page, and the listing pages
 * that only repeat what is indexed on its own page: the blog's further pages
 * (article teasers) and the doctors' directory beyond /ourdoctor/ (doctor cards).
 */
const NOT_SEARCHABLE: ReadonlySet<RouteName> = new Set<RouteName>([
  'legacyArticle',
  'legacyService',
  'search',
  'notFound',
  'blogPage',
  'doctorsPage',
  'doctorsIn',
  'doctorsInPage',
]);

/** Whether a site path (in any language: "/kn/ourdoctor/page/2/" is read as "/ourdoctor/page/2/") goes into the index of its language. */
export function isSearchable(sitePath: string): boolean {
  const route = routeOf(languageOf(sitePath).path);
  return !(route && NOT_SEARCHABLE.has(route.name));
}

/** Lower case, without Latin accents or punctuation: "Obstetrics & Gynaecology" → "obstetrics gynaecology"; the vowel signs of Kannada and Devanagari (marks) are kept. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Pagefind ranks by the words of the whole page, so a short article that
 * says "urologist" often can edge past the Urology department. A page whose
 * title is exactly the query is what the visitor asked for: it goes first,
 * and the rest keep Pagefind's order.
 */
export function exactTitleFirst<T extends { title: string }>(results: readonly T[], query: string): T[] {
  const wanted = normalise(query);
  if (!wanted) return [...results];
  const exact = results.filter((r) => normalise(r.title) === wanted);
  return [...exact, ...results.filter((r) => !exact.includes(r))];
}

/** The label of a result's type as the index stores it ("doctor" → "Doctor" in English); unknown types read as "page". */
export function typeLabel(type: string | undefined, labels: Record<PageType, string>): string {
  return labels[(PAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as PageType) : 'page'];
}

/** The query a location's search string asks for ("?q=Hegde" → "Hegde"), trimmed; "" for none. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').trim();
}

/**
 * The search string that keeps a query in the URL, other parameters kept:
 * ("", "Hegde") → "?q=Hegde"; an empty query removes the parameter.
 */
export function searchWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query.trim()) params.set(QUERY_PARAM, query);
  else params.delete(QUERY_PARAM);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a Pagefind excerpt into plain text and highlighted words. Pagefind
 * wraps matches in <mark> and leaves the page's text unescaped, so the parts
 * are rendered as text, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = excerpt;
  while (rest) {
    const open = rest.indexOf('<mark>');
    if (open < 0) {
      push(rest, false);
      break;
    }
    const close = rest.indexOf('</mark>', open + 6);
    push(rest.slice(0, open), false);
    if (close < 0) {
      push(rest.slice(open + 6), true);
      break;
    }
    push(rest.slice(open + 6, close), true);
    rest = rest.slice(close + 7);
  }
  return parts;
}

/** What the live region announces once a search has finished, in the words of the page's language. */
export function resultsMessage(count: number, query: string, words: Pick<SearchWords, 'resultOne' | 'resultMany' | 'noResults'>): string {
  const template = count === 0 ? words.noResults : count === 1 ? words.resultOne : words.resultMany;
  return fillIn(template, { count, query });
}
