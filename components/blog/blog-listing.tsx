import type { ComponentProps } from 'react';
import { ArticleCard } from './article-card';
import { BlogColumns, MediaStrip } from './blog-frame';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/ui/page-header';
import type { Article, PageCopy } from '@/lib/content/schema';
import { paths } from '@/lib/routes';

/** One page of the blog listing (page 1 is /blog/); the page passes everything in (lib/content/queries.ts: blogListingPage). */
export interface BlogListingProps {
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

export function BlogListing({ page, copy, articles: onPage, pageCount, articleCount, featured, sidebar }: BlogListingProps) {
  const title = page === 1 ? copy.heading : `${copy.heading}: page ${page}`;
  return (
    <>
      <PageHeader
        crumbs={page === 1 ? [{ label: 'Home', path: paths.home() }, { label: 'Blog' }] : [{ label: 'Home', path: paths.home() }, { label: 'Blog', path: paths.blog() }, { label: `Page ${page}` }]}
        title={title}
        summary={copy.intro}
      />
      <MediaStrip featured={featured} />
      <BlogColumns {...sidebar}>
        <h2 className="section-title">Latest posts</h2>
        <p className="mt-1 text-slate-600">
          Page {page} of {pageCount} · {articleCount} articles, newest first
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {onPage.map((a) => (
            <li key={a.slug}><ArticleCard lang="en" article={a} /></li>
          ))}
        </ul>
        <Pagination label="Blog pages" current={page} total={pageCount} pathOf={paths.blog} />
      </BlogColumns>
    </>
  );
}
