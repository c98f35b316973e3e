import { AboutPage, aboutMetadata } from '@/views/about';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return aboutMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <AboutPage lang={await translationOf(params)} />;
}
