import { BlogPage, blogMetadata, blogPageOf, blogPageParams, type BlogPageParams } from '@/views/blog';

export const dynamicParams = false;
export const generateStaticParams = blogPageParams;

export async function generateMetadata({ params }: { params: BlogPageParams }) {
  const page = await blogPageOf(params);
  return blogMetadata('en', page, page === 1);
}

export default async function Page({ params }: { params: BlogPageParams }) {
  return <BlogPage lang="en" page={await blogPageOf(params)} />;
}
