import { DirectoryPage, directoryMetadata } from '@/views/doctors';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return directoryMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <DirectoryPage lang={await translationOf(params)} />;
}
