import { DoctorPage, doctorMetadata, doctorParams, type DoctorParams } from '@/views/doctor';

export const dynamicParams = false;
export const generateStaticParams = doctorParams;

export function generateMetadata({ params }: { params: DoctorParams }) {
  return doctorMetadata('en', params);
}

export default function Page({ params }: { params: DoctorParams }) {
  return <DoctorPage lang="en" params={params} />;
}
