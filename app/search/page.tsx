import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { Island } from '@/components/island';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import { assetPaths, assetUrl, href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { BrowseLinks } from '@/components/search/browse-links';

// Results pages are not for search engines; the page itself still passes on its links.
export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.search, paths.search(), { noindex: true });
}

export default function SearchPage() {
  const { pages } = getContent();
  const browse = [
    { label: 'All departments', href: href(paths.departments()) },
    { label: 'Our doctors', href: href(paths.doctors()) },
  ];
  return (
    <SiteChrome lang="en" path={paths.search()}>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Search' }]} title={pages.search.heading} summary={pages.search.intro} />
      <div className="container-page section">
        <Island name="site-search" props={{ bundleUrl: assetUrl(assetPaths.searchScript()), baseUrl: href(paths.home()), action: href(paths.search()), browse }} />
        <noscript>
          <div className="card mt-6 max-w-2xl p-5" data-search-fallback="">
            <p>
              Searching needs JavaScript, which is turned off in this browser. Every doctor and department can still be
              reached from these pages:
            </p>
            <BrowseLinks links={browse} className="mt-3" />
          </div>
        </noscript>
      </div>
    </SiteChrome>
  );
}
