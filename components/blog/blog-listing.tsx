import { ArticleCard } from './article-card';
import { BlogColumns, MediaStrip } from './blog-frame';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/ui/page-header';
import { articlePages, featuredArticles, getContent } from '@/lib/content/queries';
import { paths } from '@/lib/routes';

/** One page of the blog listing (page 1 is /blog/). */
export function BlogListing({ page }: { page: number }) {
  const { pages, announcements, articles, site } = getContent();
  const all = articlePages();
  const onPage = all[page - 1] ?? [];
  const title = page === 1 ? pages.blog.heading : `${pages.blog.heading}: page ${page}`;
  return (
    <>
      <PageHeader
        crumbs={page === 1 ? [{ label: 'Home', path: paths.home() }, { label: 'Blog' }] : [{ label: 'Home', path: paths.home() }, { label: 'Blog', path: paths.blog() }, { label: `Page ${page}` }]}
        title={title}
        summary={pages.blog.intro}
      />
      <MediaStrip featured={featuredArticles()} />
      <BlogColumns announcements={announcements} articles={articles} site={site}>
        <h2 className="section-title">Latest posts</h2>
        <p className="mt-1 text-slate-600">
          Page {page} of {all.length} · {articles.length} articles, newest first
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {onPage.map((a) => (
            <li key={a.slug}><ArticleCard article={a} /></li>
          ))}
        </ul>
        <Pagination label="Blog pages" current={page} total={all.length} pathOf={paths.blog} />
      </BlogColumns>
    </>
  );
}
