import { SiteChrome } from '@/components/layout/site-chrome';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The old service route: a real page that leads on to each service's and department's own URL. */
export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.hospitalservice, paths.legacyService(), { noindex: true, canonicalPath: paths.services() });
}

export default function LegacyServicePage() {
  const { pages, expertise, departments } = getContent();
  return (
    <SiteChrome lang="en" path={paths.legacyService()}>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Services' }]} title={pages.hospitalservice.heading} summary={pages.hospitalservice.intro} />
      <div className="container-page section grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="legacy-expertise">
          <h2 id="legacy-expertise" className="text-2xl">{expertise.heading}</h2>
          <ul className="mt-4 space-y-3">
            {expertise.services.map((s) => (
              <li key={s.slug} className="card p-4">
                <a href={href(paths.expertiseService(s.slug))} className="font-semibold">{s.name}</a>
                <p className="text-slate-700">{s.summary}</p>
              </li>
            ))}
          </ul>
          <a href={href(paths.services())} className="btn-primary mt-6">All services</a>
        </section>
        <section aria-labelledby="legacy-departments">
          <h2 id="legacy-departments" className="text-2xl">Departments</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {[...departments].sort((a, b) => a.name.localeCompare(b.name)).map((d) => (
              <li key={d.slug}><a href={href(paths.department(d.slug))}>{d.name}</a></li>
            ))}
          </ul>
        </section>
      </div>
    </SiteChrome>
  );
}
