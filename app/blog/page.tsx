import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { BlogListing } from '@/components/blog/blog-listing';
import { blogListingPage, getContent } from '@/lib/content/queries';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.blog, paths.blog());
}

export default function BlogPage() {
  return (
    <SiteChrome lang="en" path={paths.blog()}>
      <BlogListing {...blogListingPage(1)} />
    </SiteChrome>
  );
}
