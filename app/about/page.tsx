import type { Metadata } from 'next';
import { KeyFigures, VisionMission, CoreValues } from '@/components/home/sections';
import { CallBanner } from '@/components/ui/call-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { getContent, siteFigures } from '@/lib/content/queries';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pictureSizes } from '@/lib/breakpoints';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.about, paths.about());
}

export default function AboutPage() {
  const { pages, about, home, site } = getContent();
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'About Us' }]} title={pages.about.heading} summary={pages.about.intro} />
      <section aria-labelledby="about-title" className="container-page section grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="section-title">{about.about.heading}</h2>
          <div className="prose-body mt-4 text-slate-700">
            {about.about.paragraphs.map((p) => <p key={p}>{p}</p>)}
          </div>
        </div>
        <Picture picture={about.about.picture} sizes={pictureSizes({ xl: '570px', lg: '46vw' }, '100vw')} className="aspect-[4/3] h-auto w-full rounded-[var(--radius-card)] object-cover" />
      </section>
      <KeyFigures figures={siteFigures(home.keyFigures)} />
      <VisionMission home={home} />
      <CoreValues home={home} />
      <div className="section">
        <CallBanner site={site} heading={about.banner.heading} text={about.banner.text} />
      </div>
    </>
  );
}
