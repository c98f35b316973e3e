import { GalleryPage, galleryMetadata } from '@/views/gallery';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return galleryMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <GalleryPage lang={await translationOf(params)} />;
}
