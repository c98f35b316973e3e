import { BlogPage, blogMetadata } from '@/views/blog';

export const generateMetadata = () => blogMetadata('en', 1);

export default function Page() {
  return <BlogPage lang="en" page={1} />;
}
