import type { Metadata } from 'next';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { DoctorFinder } from '@/components/doctors/doctor-finder';
import { Picture } from '@/components/ui/picture';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL } from '@/lib/doctor-filter';
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
      <div className="container-page section">
        <DoctorFinder
          options={doctorFilter.map((o) => ({
            label: o.label,
            href: href(o.label === ALL_DOCTORS_LABEL ? paths.doctors() : paths.doctorsIn(o.label)),
            picture: <Picture picture={o.picture} sizes="36px" className="size-9 shrink-0 rounded-full bg-brand-50" decorative />,
          }))}
          doctors={doctors.map((d) => ({ id: d.id, departments: d.departments }))}
          cards={Object.fromEntries(doctors.map((d) => [d.id, <DoctorCard key={d.id} doctor={d} whatsapp={site.whatsapp} />]))}
        />
      </div>
    </>
  );
}
