import type { Metadata } from 'next';
import { DoctorDirectory } from '@/components/doctors/doctor-directory';
import { directoryPage, getContent } from '@/lib/content/queries';
import { ALL_DOCTORS_LABEL, legacyFilterScript } from '@/lib/doctor-filter';
import { href, paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  return pageMetadata(getContent().pages.ourdoctor, paths.doctors());
}

export default function DoctorsPage() {
  const { doctorFilter } = getContent();
  // old links (/ourdoctor/?department=Orthopedics) go on to the option's own page before anything paints
  const targets = Object.fromEntries(doctorFilter.filter((o) => o.label !== ALL_DOCTORS_LABEL).map((o) => [o.label, href(paths.doctorsIn(o.label))]));
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: legacyFilterScript(targets) }} />
      <DoctorDirectory {...directoryPage({ label: ALL_DOCTORS_LABEL, page: 1 })} />
    </>
  );
}
