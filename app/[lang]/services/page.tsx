import { ServicesPage, servicesMetadata } from '@/views/services';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return servicesMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <ServicesPage lang={await translationOf(params)} />;
}
