import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { KeyFigures, TextWithPicture, VisionMission, CoreValues } from '@/components/home/sections';
import { CallBanner } from '@/components/ui/call-banner';
import { PageHeader } from '@/components/ui/page-header';
import { getContent, siteFigures } from '@/lib/content/queries';
import type { Language } from '@/lib/i18n/languages';
import { ui } from '@/lib/i18n/ui';
import { paths, pathsIn } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** About us, /about/ (and /kn/about/, /hi/about/). */
export function aboutMetadata(lang: Language): Metadata {
  return pageMetadata(getContent(lang).pages.about, paths.about(), { lang });
}

export function AboutPage({ lang }: { lang: Language }) {
  const { pages, about, home, site } = getContent(lang);
  const t = ui(lang);
  return (
    <SiteChrome lang={lang} path={paths.about()} sources={['about.json', 'home.json', 'pages.json:about']}>
      <PageHeader lang={lang} crumbs={[{ label: t.menu.home, path: pathsIn(lang).home() }, { label: t.menu.about }]} title={pages.about.heading} summary={pages.about.intro} />
      <TextWithPicture id="about-title" text={about.about} />
      <KeyFigures lang={lang} figures={siteFigures(home.keyFigures)} />
      <VisionMission lang={lang} home={home} />
      <CoreValues lang={lang} home={home} />
      <div className="section">
        <CallBanner lang={lang} site={site} heading={about.banner.heading} text={about.banner.text} />
      </div>
    </SiteChrome>
  );
}
