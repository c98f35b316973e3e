import type { Metadata } from 'next';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { directoryPage, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, LEGACY_FILTER_DATA_ID, legacyFilterData } from '@/lib/doctor-filter';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.ourdoctor, paths.doctors());
}

export default function DoctorsPage() {
  const { doctorFilter } = getContent();
  // old links (/ourdoctor/?department=Orthopedics) go on to the option's own page (the site script reads this data)
  const targets = Object.fromEntries(doctorFilter.filter((o) => o.label !== ALL_DOCTORS_LABEL).map((o) => [o.label, href(paths.doctorsIn(o.label))]));
  return (
    <>
      <script type="application/json" id={LEGACY_FILTER_DATA_ID} dangerouslySetInnerHTML={{ __html: legacyFilterData(targets) }} />
      <DoctorDirectory {...directoryPage({ label: ALL_DOCTORS_LABEL, page: 1 })} />
    </>
  );
}
