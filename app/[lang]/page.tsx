import { HomePage, homeMetadata } from '@/views/home';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return homeMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <HomePage lang={await translationOf(params)} />;
}
