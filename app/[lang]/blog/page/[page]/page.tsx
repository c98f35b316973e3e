import { BlogPage, blogMetadata, blogPageOf, blogPageParams } from '@/views/blog';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';
import type { ROUTE_FOLDERS, RouteParams } from '@/lib/routes';

export const dynamicParams = false;
export const generateStaticParams = blogPageParams;

type Params = LangParams<RouteParams<typeof ROUTE_FOLDERS.blogPage>>;

export async function generateMetadata({ params }: { params: Params }) {
  const page = await blogPageOf(params);
  return blogMetadata(await translationOf(params), page, page === 1);
}

export default async function Page({ params }: { params: Params }) {
  return <BlogPage lang={await translationOf(params)} page={await blogPageOf(params)} />;
}
