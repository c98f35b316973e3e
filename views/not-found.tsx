import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { ErrorScreen } from '@/components/layout/error-screen';
import { getContent } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { paths } from '@/lib/routes';

/** The page a static host answers an unknown address with (404.html): one file for the whole site, so in English. */
export function notFoundMetadata(lang: Language): Metadata {
  const { notFound } = getContent(lang).pages;
  return { title: { absolute: notFound.title }, description: notFound.description, robots: { index: false, follow: true } };
}

export function NotFoundPage({ lang }: { lang: Language }) {
  const { site, pages } = getContent(lang);
  return (
    <SiteChrome lang={lang} path={paths.notFound()}>
      <ErrorScreen lang={lang} status={ui(lang).errors.notFoundStatus} message={pages.notFound.intro} emergencyPhone={site.phones.emergency} />
    </SiteChrome>
  );
}
