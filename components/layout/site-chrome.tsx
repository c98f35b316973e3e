import type { ReactNode } from 'react';
import { DevSiteScript } from '@/components/layout/dev-site-script';
import { FloatingContact } from '@/components/layout/floating-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { Languages } from 'lucide-react';
import { getContent, layoutData, untranslatedOn } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { hospitalNode, webPageNode } from '@/lib/seo/jsonld';
import { FAILURE_WORDS_ATTR } from '@/islands/runtime/failure';

/**
 * Everything around a page's own content, in the page's language: the skip
 * link, the header (with the language switcher, which needs to know the
 * page), the footer, the floating contact buttons and the structured data of
 * the hospital and of the page. Each page renders it (not the root layout),
 * because a layout knows neither the page's language nor its address.
 * `path` is the page's English path; `lang` the language it is shown in;
 * `sources` the English content files (or items of them) the page shows, so
 * that a page with words not yet translated says so at its top
 * (untranslatedOn in lib/content/queries.ts).
 */
export function SiteChrome({ lang, path, sources = [], children }: { lang: Language; path: string; sources?: readonly string[]; children: ReactNode }) {
  const data = layoutData(lang, path);
  const t = ui(lang);
  // The hospital is one entity with one @id: described once, in English, on every page.
  const { site, departments } = getContent();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t.header.skipToMain}
      </a>
      <SiteHeader data={data} />
      <main
        id="main"
        tabIndex={-1}
        className="outline-none"
        data-pagefind-body=""
        // an island that fails says so in the page's language (islands/runtime/failure.ts); English pages need not carry it
        {...(lang === 'en' ? {} : { [FAILURE_WORDS_ATTR.reason]: t.errors.islandReason, [FAILURE_WORDS_ATTR.emergency]: t.errors.islandEmergency })}
      >
        {lang !== 'en' && untranslatedOn(lang, sources) && (
          <p role="note" data-untranslated-note="" className="container-page flex items-center gap-2 py-2 text-sm text-slate-700">
            <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t.notes.untranslated}
          </p>
        )}
        {children}
      </main>
      <SiteFooter data={data} />
      <FloatingContact lang={lang} site={data.site} />
      {process.env.NODE_ENV === 'development' && <DevSiteScript />}
      <JsonLd nodes={[hospitalNode(site, departments), webPageNode(path, lang)]} />
    </>
  );
}
