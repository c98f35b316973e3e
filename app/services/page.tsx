import { ServicesPage, servicesMetadata } from '@/views/services';

export const generateMetadata = () => servicesMetadata('en');

export default function Page() {
  return <ServicesPage lang="en" />;
}
