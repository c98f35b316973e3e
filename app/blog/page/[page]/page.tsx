import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing';
import { articlePages, blogListingPage, getContent } from '@/lib/content/queries';
import { laterPages } from '@/lib/paging';
import { ROUTE_FOLDERS, firstPageStandIns, pathOfParams, paths, routeParams, type RouteParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

/** The blog's later listing pages, /blog/page/N/, by the paths paths.blog gives them. */
const laterListingPages = () => laterPages(articlePages().length);

/** Each later page's path; with none, the stand-in /blog/page/1/ (lib/routes firstPageStandIns), as a static export needs one. */
const builtPaths = () => {
  const later = laterListingPages().map((n) => paths.blog(n));
  return later.length > 0 ? later : [firstPageStandIns.blog()];
};

export function generateStaticParams() {
  return builtPaths().map((p) => routeParams(ROUTE_FOLDERS.blogPage, p));
}

type Params = Promise<RouteParams<typeof ROUTE_FOLDERS.blogPage>>;

async function pageOf(params: Params): Promise<number> {
  const path = pathOfParams(ROUTE_FOLDERS.blogPage, await params);
  if (!builtPaths().includes(path)) notFound();
  return path === firstPageStandIns.blog() ? 1 : laterListingPages().find((n) => paths.blog(n) === path)!;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await pageOf(params);
  const copy = getContent().pages.blog;
  // the stand-in repeats /blog/: not indexed, canonical there
  if (page === 1) return pageMetadata(copy, firstPageStandIns.blog(), { canonicalPath: paths.blog(), noindex: true });
  return pageMetadata(
    { title: `${copy.title} – page ${page}`, description: `Page ${page} of our health articles: ${copy.description}`.slice(0, 160) },
    paths.blog(page),
  );
}

export default async function BlogListingPage({ params }: { params: Params }) {
  const page = await pageOf(params);
  return (
    <SiteChrome lang="en" path={paths.blog(page)}>
      <BlogListing {...blogListingPage(page)} />
    </SiteChrome>
  );
}
