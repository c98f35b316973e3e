import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteChrome } from '@/components/layout/site-chrome';
import { BlogListing } from '@/components/blog/blog-listing';
import { articlePages, blogListingPage, getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { laterPages } from '@/lib/paging';
import { ROUTE_FOLDERS, firstPageStandIns, pathOfParams, paths, routeParams, type RouteParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The blog's listing, newest first: /blog/ and its later pages /blog/page/N/ (and /kn/…, /hi/…). */
const SOURCES = ['pages.json:blog', 'articles/', 'announcements.json'];

/** The blog's later listing pages, by the paths paths.blog gives them. */
const laterListingPages = () => laterPages(articlePages().length);

/** Each later page's path; with none, the stand-in /blog/page/1/ (lib/routes firstPageStandIns), as a static export needs one. */
const builtPaths = () => {
  const later = laterListingPages().map((n) => paths.blog(n));
  return later.length > 0 ? later : [firstPageStandIns.blog()];
};

export type BlogPageParams = Promise<RouteParams<typeof ROUTE_FOLDERS.blogPage>>;

export function blogPageParams() {
  return builtPaths().map((p) => routeParams(ROUTE_FOLDERS.blogPage, p));
}

/** The page number of /blog/page/N/ (1 for the stand-in). */
export async function blogPageOf(params: BlogPageParams): Promise<number> {
  const path = pathOfParams(ROUTE_FOLDERS.blogPage, await params);
  if (!builtPaths().includes(path)) notFound();
  return path === firstPageStandIns.blog() ? 1 : laterListingPages().find((n) => paths.blog(n) === path)!;
}

export function blogMetadata(lang: Language, page: number, standIn = false): Metadata {
  const copy = getContent(lang).pages.blog;
  const t = ui(lang).blog;
  // the stand-in repeats /blog/: not indexed, canonical there
  if (standIn) return pageMetadata(copy, firstPageStandIns.blog(), { canonicalPath: paths.blog(), noindex: true, lang });
  if (page === 1) return pageMetadata(copy, paths.blog(), { lang });
  return pageMetadata({ title: t.metaPageTitle(copy.title, page), description: t.metaPageDescription(page, copy.description).slice(0, 160) }, paths.blog(page), { lang });
}

export function BlogPage({ lang, page }: { lang: Language; page: number }) {
  return (
    <SiteChrome lang={lang} path={paths.blog(page)} sources={SOURCES}>
      <BlogListing {...blogListingPage(page, lang)} />
    </SiteChrome>
  );
}
