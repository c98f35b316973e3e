import { LegacyServicePage, legacyServiceMetadata } from '@/views/legacy';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return legacyServiceMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <LegacyServicePage lang={await translationOf(params)} />;
}
