import { BlogPage, blogMetadata } from '@/views/blog';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return blogMetadata(await translationOf(params), 1);
}

export default async function Page({ params }: { params: LangParams }) {
  return <BlogPage lang={await translationOf(params)} page={1} />;
}
