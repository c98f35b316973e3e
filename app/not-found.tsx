import { SiteChrome } from '@/components/layout/site-chrome';
import { paths } from '@/lib/routes';
import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { getContent } from '@/lib/content/queries';
import { ui } from '@/lib/i18n/ui';

export function generateMetadata(): Metadata {
  const { notFound } = getContent().pages;
  return { title: { absolute: notFound.title }, description: notFound.description, robots: { index: false, follow: true } };
}

/** The one 404 page a static host answers any unknown address with (404.html), in English. */
export default function NotFound() {
  const { site, pages } = getContent();
  return (
    <SiteChrome lang="en" path={paths.notFound()}>
      <ErrorScreen lang="en" status={ui('en').errors.notFoundStatus} message={pages.notFound.intro} emergencyPhone={site.phones.emergency} />
    </SiteChrome>
  );
}
