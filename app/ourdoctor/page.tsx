import type { Metadata } from 'next';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { Picture } from '@/components/ui/picture';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollRow } from '@/components/ui/scroll-row';
import { getContent } from '@/lib/content/queries';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.ourdoctor, paths.doctors());
}

export default function DoctorsPage() {
  const { pages, doctors, doctorFilter, site } = getContent();
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', path: paths.home() }, { label: 'Our Doctors' }]} title={pages.ourdoctor.heading} summary={pages.ourdoctor.intro} />
      <div className="container-page section grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="filter-title">
          <h2 id="filter-title" className="eyebrow">Departments</h2>
          <ul className="mt-3 space-y-1">
            {doctorFilter.map((o) => (
              <li key={o.label}>
                <a
                  href={href(o.label === 'All' ? paths.doctors() : paths.doctorsIn(o.label))}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 text-slate-800 no-underline hover:bg-brand-50"
                  {...(o.label === 'All' ? { 'aria-current': 'true' as const } : {})}
                >
                  <Picture picture={o.picture} sizes="36px" className="size-9 rounded-full bg-brand-50" decorative />
                  {o.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="doctors-list">
          <h2 id="doctors-list" className="section-title">All doctors ({doctors.length})</h2>
          <div className="mt-6">
            <ScrollRow
              label="Our doctors"
              itemClassName="basis-[85%] md:basis-[calc(50%-0.5rem)] xl:basis-[calc(33.333%-0.67rem)]"
              items={doctors.map((d) => ({ key: d.id, node: <DoctorCard doctor={d} whatsapp={site.whatsapp} /> }))}
            />
          </div>
        </section>
      </div>
    </>
  );
}
