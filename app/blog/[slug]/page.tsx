import { ArticlePage, articleMetadata, articleParams, type ArticleParams } from '@/views/article';

export const dynamicParams = false;
export const generateStaticParams = articleParams;

export function generateMetadata({ params }: { params: ArticleParams }) {
  return articleMetadata('en', params);
}

export default function Page({ params }: { params: ArticleParams }) {
  return ArticlePage({ lang: 'en', params });
}
