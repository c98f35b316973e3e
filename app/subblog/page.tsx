import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import { formatDate } from '@/lib/format';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The old article route: a real page that leads on to every article's own URL. */
export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.subblog, paths.legacyArticle(), { noindex: true, canonicalPath: paths.blog() });
}

export default function LegacyArticlePage() {
  const { pages, articles } = getContent();
  return (
    <SiteChrome lang="en" path={paths.legacyArticle()}>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Articles' }]} title={pages.subblog.heading} summary={pages.subblog.intro} />
      <div className="container-page section">
        <p className="text-lg">
          Every article now has its own address. Choose one below, or browse the <a href={href(paths.blog())}>blog</a>.
        </p>
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {articles.map((a) => (
            <li key={a.slug} className="card p-4">
              <a href={href(paths.article(a.slug))} className="font-semibold">{a.title}</a>
              <p className="text-sm text-slate-600">{formatDate(a.date)}</p>
            </li>
          ))}
        </ul>
      </div>
    </SiteChrome>
  );
}
