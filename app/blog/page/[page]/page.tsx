import type { Metadata } from 'next';
import { BlogListing } from '@/components/blog/blog-listing';
import { articlePages, getContent } from '@/lib/content/queries';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return articlePages()
    .slice(1)
    .map((_, i) => ({ page: String(i + 2) }));
}

export async function generateMetadata({ params }: { params: Promise<{ page: string }> }): Promise<Metadata> {
  const page = Number((await params).page);
  const copy = getContent().pages.blog;
  return pageMetadata(
    { title: `${copy.title} – page ${page}`, description: `Page ${page} of our health articles: ${copy.description}`.slice(0, 160) },
    paths.blog(page),
  );
}

export default async function BlogListingPage({ params }: { params: Promise<{ page: string }> }) {
  return <BlogListing page={Number((await params).page)} />;
}
