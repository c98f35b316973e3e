import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { getContent } from '@/lib/content/queries';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pictureSizes } from '@/lib/breakpoints';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.services, paths.services());
}

export default function ServicesPage() {
  const { pages, expertise } = getContent();
  return (
    <SiteChrome lang="en" path={paths.services()}>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Services' }]} title={pages.services.heading} summary={pages.services.intro} />
      <section aria-labelledby="expertise" className="container-page section">
        <SectionHeading id="expertise" title={expertise.heading} intro={expertise.intro} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {expertise.services.map((s) => (
            <li key={s.slug} className="card flex flex-col overflow-hidden">
              <Picture picture={s.picture} sizes={pictureSizes({ xl: '370px', md: '45vw' }, '100vw')} className="aspect-[4/3] h-auto w-full object-cover" decorative />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl">{s.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{s.summary}</p>
                <a href={href(paths.expertiseService(s.slug))} className="btn-primary mt-4 self-start">
                  Read more<span className="sr-only"> about {s.name}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-xl">Also in our surgical centre</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {expertise.menuLinks.map((l) => (
            <li key={l.label}>
              <a href={href(paths.department(l.department))} className="btn-outline">{l.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </SiteChrome>
  );
}
