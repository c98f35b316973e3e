import { DepartmentsIndexPage, departmentsMetadata } from '@/views/departments';

export const generateMetadata = () => departmentsMetadata('en');

export default function Page() {
  return <DepartmentsIndexPage lang="en" />;
}
