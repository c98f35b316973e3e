import { LegacyArticlePage, legacyArticleMetadata } from '@/views/legacy';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return legacyArticleMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <LegacyArticlePage lang={await translationOf(params)} />;
}
