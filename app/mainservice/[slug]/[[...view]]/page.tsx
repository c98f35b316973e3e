import { DepartmentPage, departmentMetadata, departmentStaticParams, type DepartmentParams } from '@/views/department';

/** A department's page, its later service-grid pages and its services' own pages, in English (views/department.tsx). */
export const dynamicParams = false;
export const generateStaticParams = departmentStaticParams;

export async function generateMetadata({ params }: { params: Promise<DepartmentParams> }) {
  return departmentMetadata('en', await params);
}

export default async function Page({ params }: { params: Promise<DepartmentParams> }) {
  return <DepartmentPage lang="en" params={await params} />;
}
