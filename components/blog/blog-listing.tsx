import type { ComponentProps } from 'react';
import { ArticleCard } from './article-card';
import { BlogColumns, MediaStrip } from './blog-frame';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/ui/page-header';
import type { Article, PageCopy } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { pathsIn } from '@/lib/routes';

/** One page of the blog listing (page 1 is /blog/); the page passes everything in (lib/content/queries.ts: blogListingPage). */
export interface BlogListingProps {
  lang: Language;
  page: number;
  copy: Pick<PageCopy, 'heading' | 'intro'>;
  /** The articles on this page. */
  articles: Article[];
  pageCount: number;
  /** How many articles the blog has in all. */
  articleCount: number;
  featured: Article[];
  sidebar: Omit<ComponentProps<typeof BlogColumns>, 'children'>;
}

export function BlogListing({ lang, page, copy, articles: onPage, pageCount, articleCount, featured, sidebar }: BlogListingProps) {
  const t = ui(lang);
  const local = pathsIn(lang);
  const home = { label: t.menu.home, path: local.home() };
  return (
    <>
      <PageHeader
        lang={lang}
        crumbs={page === 1 ? [home, { label: t.menu.blog }] : [home, { label: t.menu.blog, path: local.blog() }, { label: t.breadcrumb.page(page) }]}
        title={page === 1 ? copy.heading : t.blog.listingTitle(copy.heading, page)}
        summary={copy.intro}
      />
      <MediaStrip lang={lang} featured={featured} />
      <BlogColumns {...sidebar}>
        <h2 className="section-title">{t.blog.latestPosts}</h2>
        <p className="mt-1 text-slate-600">{t.blog.listingSummary(page, pageCount, articleCount)}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {/* the first card's top shows on a phone's first screen, below the media strip */}
          {onPage.map((a, i) => (
            <li key={a.slug}><ArticleCard lang={lang} article={a} eager={i === 0} /></li>
          ))}
        </ul>
        <Pagination lang={lang} label={t.blog.pagesLabel} current={page} total={pageCount} pathOf={local.blog} />
      </BlogColumns>
    </>
  );
}
