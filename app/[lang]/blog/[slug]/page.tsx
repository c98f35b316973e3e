import { ArticlePage, articleMetadata, articleParams } from '@/views/article';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export const dynamicParams = false;
export const generateStaticParams = articleParams;

type Params = LangParams<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return articleMetadata(await translationOf(params), params);
}

export default async function Page({ params }: { params: Params }) {
  return ArticlePage({ lang: await translationOf(params), params });
}
