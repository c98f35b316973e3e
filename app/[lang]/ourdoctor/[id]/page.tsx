import { DoctorPage, doctorMetadata, doctorParams } from '@/views/doctor';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export const dynamicParams = false;
export const generateStaticParams = doctorParams;

type Params = LangParams<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return doctorMetadata(await translationOf(params), params);
}

export default async function Page({ params }: { params: Params }) {
  return DoctorPage({ lang: await translationOf(params), params });
}
