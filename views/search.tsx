import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { Island } from '@/components/island';
import { BrowseLinks } from '@/islands/parts/browse-links';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { assetPaths, assetUrl, href, paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The site search, /search/ (and /kn/search/, /hi/search/): each searches the pages of its own language. */
// Results pages are not for search engines; the page itself still passes on its links.
export function searchMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.search, paths.search(), { noindex: true, lang });
}

export function SearchPage({ lang }: { lang: Language }) {
  const { pages } = getContent(lang);
  const t = ui(lang);
  const to = pathsIn(lang);
  const browse = [
    { label: t.searchPage.browseDepartments, href: href(to.departments()) },
    { label: t.searchPage.browseDoctors, href: href(to.doctors()) },
  ];
  return (
    <SiteChrome lang={lang} path={paths.search()} sources={['pages.json:search']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: to.home() }, { label: t.searchPage.crumb }]} title={pages.search.heading} summary={pages.search.intro} />
      <div className="container-page section">
        {/* The bundle is shared; Pagefind loads the index of the page's <html lang> (islands/parts/pagefind.ts). */}
        <Island
          name="site-search"
          props={{ bundleUrl: assetUrl(assetPaths.searchScript()), baseUrl: href(paths.home()), action: href(to.search()), browse, words: t.searchPage.island }}
        />
        <noscript>
          <div className="card mt-6 max-w-2xl p-5" data-search-fallback="">
            <p>{t.searchPage.noscript}</p>
            <BrowseLinks links={browse} className="mt-3" />
          </div>
        </noscript>
      </div>
    </SiteChrome>
  );
}
