import { DepartmentsIndexPage, departmentsMetadata } from '@/views/departments';
import { translationOf, type LangParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: { params: LangParams }) {
  return departmentsMetadata(await translationOf(params));
}

export default async function Page({ params }: { params: LangParams }) {
  return <DepartmentsIndexPage lang={await translationOf(params)} />;
}
