import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing';
import { articlePages, blogListingPage, getContent } from '@/lib/content/queries';
import { laterPages } from '@/lib/paging';
import { ROUTE_FOLDERS, pathOfParams, paths, routeParams, type RouteParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

/** The blog's later listing pages, /blog/page/N/, by the paths paths.blog gives them. */
const laterListingPages = () => laterPages(articlePages().length);

export function generateStaticParams() {
  return laterListingPages().map((n) => routeParams(ROUTE_FOLDERS.blogPage, paths.blog(n)));
}

type Params = Promise<RouteParams<typeof ROUTE_FOLDERS.blogPage>>;

async function pageOf(params: Params): Promise<number> {
  const path = pathOfParams(ROUTE_FOLDERS.blogPage, await params);
  const page = laterListingPages().find((n) => paths.blog(n) === path);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await pageOf(params);
  const copy = getContent().pages.blog;
  return pageMetadata(
    { title: `${copy.title} – page ${page}`, description: `Page ${page} of our health articles: ${copy.description}`.slice(0, 160) },
    paths.blog(page),
  );
}

export default async function BlogListingPage({ params }: { params: Params }) {
  return <BlogListing {...blogListingPage(await pageOf(params))} />;
}
