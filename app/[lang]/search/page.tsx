import { SearchPage, searchMetadata } from '@/views/search';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return searchMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <SearchPage lang={await translationOf(params)} />;
}
