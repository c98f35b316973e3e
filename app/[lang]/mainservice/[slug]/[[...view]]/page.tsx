import { DepartmentPage, departmentMetadata, departmentStaticParams, type DepartmentParams } from '@/views/department';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

/** A department's page, its later service-grid pages and its services' own pages in Kannada and Hindi: the same pages in each language (app/[lang]/layout.tsx gives the language). */
export const dynamicParams = false;

export function generateStaticParams(_: { params: { lang: string } }) {
  return departmentStaticParams();
}

export async function generateMetadata({ params }: { params: LangParams<DepartmentParams> }) {
  return departmentMetadata(await translationOf(params), await params);
}

export default async function Page({ params }: { params: LangParams<DepartmentParams> }) {
  return <DepartmentPage lang={await translationOf(params)} params={await params} />;
}
