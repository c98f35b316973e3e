import { ContactPage, contactMetadata } from '@/views/contact';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return contactMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <ContactPage lang={await translationOf(params)} />;
}
