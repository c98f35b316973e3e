import { Search } from 'lucide-react';
import { href, pathsIn } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { QUERY_PARAM } from '@/lib/search';

/**
 * The header's search box: a plain GET form to the search page of the page's
 * language (/search/, /kn/search/ …, ?q=…), so it works as HTML and searches
 * the pages in that language; the search page does the searching. No client code here.
 */
export function SiteSearchForm({ lang, id, className = '' }: { lang: Language; id: string; className?: string }) {
  const t = ui(lang).search;
  return (
    <form role="search" aria-label={t.formLabel} action={href(pathsIn(lang).search())} method="get" className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t.inputLabel}
      </label>
      <input
        id={id}
        type="search"
        name={QUERY_PARAM}
        placeholder={t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-l-full border border-r-0 border-slate-400 bg-white py-2 pr-2 pl-4 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-600"
      />
      <button type="submit" className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-r-full bg-brand-700 px-3.5 text-white hover:bg-brand-800">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{t.submit}</span>
      </button>
    </form>
  );
}
