import { DirectoryViewPage, directoryViewMetadata, directoryViewParams, type DirectoryViewParams } from '@/views/doctors';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';
import type { ROUTE_FOLDERS, RouteParams } from '@/lib/routes';

export const dynamicParams = false;
export const generateStaticParams = directoryViewParams;

type Params = LangParams<RouteParams<typeof ROUTE_FOLDERS.directoryView>>;

export async function generateMetadata({ params }: { params: Params }) {
  return directoryViewMetadata(await translationOf(params), params);
}

export default async function Page({ params }: { params: Params }) {
  return DirectoryViewPage({ lang: await translationOf(params), params });
}
