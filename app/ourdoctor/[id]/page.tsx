import { DoctorPage, doctorMetadata, doctorParams, type DoctorParams } from '@/views/doctor';

export const dynamicParams = false;
export const generateStaticParams = doctorParams;

export function generateMetadata({ params }: { params: DoctorParams }) {
  return doctorMetadata('en', params);
}

// called, not rendered as <DoctorPage>: an async view returns its page's element, which renders anywhere (the tests' renderToString too)
export default function Page({ params }: { params: DoctorParams }) {
  return DoctorPage({ lang: 'en', params });
}
