'use client';
import { Search } from 'lucide-react';
import { Fragment, useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { exactTitleFirst, excerptParts, fillIn, QUERY_PARAM, queryFromSearch, resultsMessage, searchWithQuery, typeLabel, type SearchWords } from '@/lib/search';
import { useHydrated } from './parts/use-hydrated';
import { BrowseLinks, type BrowseLink } from './parts/browse-links';
import { loadPagefind, type SearchEngine, type SearchHit } from './parts/pagefind';


interface Result {
  url: string;
  title: string;
  type: string | undefined;
  excerpt: string;
}

type Status = 'idle' | 'searching' | 'done' | 'failed';

/** Results shown at first and added by each "Show more results". */
export const RESULTS_PER_PAGE = 10;
/** Pause in typing after which the results follow the input. */
export const TYPING_PAUSE_MS = 250;

const BADGE: Record<string, string> = {
  doctor: 'bg-brand-700 text-white',
  department: 'bg-brand-100 text-brand-900',
  article: 'bg-sand-100 text-slate-900',
  service: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
};

async function toResult(hit: SearchHit): Promise<Result> {
  const data = await hit.data();
  return { url: data.url, title: data.meta.title || data.url, type: data.meta.type, excerpt: data.excerpt };
}

function keepQueryInUrl(query: string) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithQuery(search, query)}${hash}`);
}

/**
 * The search page's island. Its server HTML is a plain GET form; in the
 * browser it loads Pagefind only when the visitor starts to search (focus or
 * typing in the box, or a ?q= in the URL), shows the results as they type,
 * keeps the query in the URL and announces the count politely. Every word it
 * shows comes in `words`, in the page's language (ui(lang).searchPage.island,
 * passed by the server); Pagefind searches the index of the page's language.
 */
export function SiteSearch({ bundleUrl, baseUrl, action, browse, words }: { bundleUrl: string; baseUrl: string; action: string; browse: BrowseLink[]; words: SearchWords }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const [total, setTotal] = useState(0);
  const engine = useRef<Promise<SearchEngine> | null>(null);
  const hits = useRef<SearchHit[]>([]);
  const ticket = useRef(0);
  const typingTimer = useRef<number | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const getEngine = useCallback(() => {
    engine.current ??= loadPagefind(bundleUrl, baseUrl).catch((error: unknown) => {
      engine.current = null; // let a later search try again
      throw error;
    });
    return engine.current;
  }, [bundleUrl, baseUrl]);

  const run = useCallback(
    async (input: string) => {
      const mine = ++ticket.current;
      const term = input.trim();
      if (!term) {
        hits.current = [];
        setResults([]);
        setTotal(0);
        setMessage('');
        setStatus('idle');
        return;
      }
      setStatus('searching');
      try {
        const found = await (await getEngine()).search(term);
        const all = found?.results ?? [];
        const first = exactTitleFirst(await Promise.all(all.slice(0, RESULTS_PER_PAGE).map(toResult)), term);
        if (mine !== ticket.current) return; // a newer search has started
        hits.current = all;
        setResults(first);
        setTotal(all.length);
        setMessage(resultsMessage(all.length, term, words));
        setStatus('done');
      } catch {
        if (mine !== ticket.current) return;
        hits.current = [];
        setResults([]);
        setTotal(0);
        setMessage(words.failed);
        setStatus('failed');
      }
    },
    [getEngine, words],
  );

  // A query in the address (?q=…, from the header's box or a shared link) is searched at once.
  useEffect(() => {
    const initial = queryFromSearch(window.location.search);
    if (initial) {
      setQuery(initial);
      void run(initial);
    }
    return () => window.clearTimeout(typingTimer.current);
  }, [run]);

  // After "Show more results", focus moves to the first of the new results.
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [results]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQuery(value);
    keepQueryInUrl(value);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => void run(value), TYPING_PAUSE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(typingTimer.current);
    keepQueryInUrl(query);
    void run(query);
  }

  async function showMore() {
    const mine = ticket.current;
    const start = results.length;
    const more = await Promise.all(hits.current.slice(start, start + RESULTS_PER_PAGE).map(toResult));
    if (mine !== ticket.current) return;
    focusFrom.current = start;
    setResults((shown) => [...shown, ...more]);
  }

  const firstSearch = status === 'searching' && !message;

  return (
    <div data-site-search={hydrated ? 'ready' : 'html'}>
      <form role="search" aria-labelledby="search-label" action={action} method="get" onSubmit={onSubmit}>
        <label id="search-label" htmlFor="search-query" className="block text-lg font-semibold text-brand-900">
          {words.label}
        </label>
        <div className="mt-2 flex max-w-2xl gap-2">
          <input
            id="search-query"
            type="search"
            name={QUERY_PARAM}
            value={query}
            onChange={onChange}
            onFocus={() => void getEngine().catch(() => undefined)}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={words.placeholder}
            className="field-input mt-0 min-h-12 flex-1"
          />
          <button type="submit" className="btn-primary shrink-0">
            <Search aria-hidden="true" className="size-5" />
            {words.submit}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="mt-6 min-h-7 font-semibold text-slate-800">
        {firstSearch ? words.searching : message}
      </p>

      {status === 'failed' && (
        <BrowseLinks links={browse} className="mt-2" />
      )}

      {results.length > 0 && (
        <ol ref={list} aria-label={words.resultsList} aria-busy={status === 'searching'} className="mt-4 max-w-3xl space-y-4">
          {results.map((r) => (
            <li key={r.url} className="card p-5">
              <p>
                <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[r.type ?? ''] ?? 'bg-slate-100 text-slate-800'}`}>
                  {typeLabel(r.type, words.types)}
                </span>
              </p>
              <h2 className="mt-2 text-xl">
                <a href={r.url}>{r.title}</a>
              </h2>
              <p className="mt-2 text-slate-700">
                {excerptParts(r.excerpt).map((part, i) =>
                  part.marked ? (
                    <mark key={i} className="rounded-sm bg-sand-300 px-0.5 text-slate-900">
                      {part.text}
                    </mark>
                  ) : (
                    <Fragment key={i}>{part.text}</Fragment>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}

      {results.length < total && (
        <button type="button" onClick={() => void showMore()} className="btn-outline mt-6">
          {words.showMore}
          <span className="sr-only">{fillIn(words.moreCount, { count: total - results.length })}</span>
        </button>
      )}
    </div>
  );
}

export default SiteSearch;
