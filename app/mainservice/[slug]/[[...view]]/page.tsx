import { DepartmentPage, departmentMetadata, departmentStaticParams, type DepartmentParams } from '@/views/department';

/** A department's page and its later service-grid pages, in English (views/department.tsx). */
export const dynamicParams = false;
export const generateStaticParams = departmentStaticParams;

export async function generateMetadata({ params }: { params: Promise<DepartmentParams> }) {
  return departmentMetadata('en', await params);
}

export default async function Page({ params }: { params: Promise<DepartmentParams> }) {
  return <DepartmentPage lang="en" params={await params} />;
}
