import { SiteChrome } from '@/components/layout/site-chrome';
import { paths } from '@/lib/routes';
import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { getContent } from '@/lib/content/queries';

export function generateMetadata(): Metadata {
  const { notFound } = getContent().pages;
  return { title: { absolute: notFound.title }, description: notFound.description, robots: { index: false, follow: true } };
}

export default function NotFound() {
  const { site, pages } = getContent();
  return (
    <SiteChrome lang="en" path={paths.notFound()}>
      <ErrorScreen status="404 · Page not found" message={pages.notFound.intro} emergencyPhone={site.phones.emergency} />
    </SiteChrome>
  );
}
