import { LegacyServicePage, legacyServiceMetadata } from '@/views/legacy';

export const generateMetadata = () => legacyServiceMetadata('en');

export default function Page() {
  return <LegacyServicePage lang="en" />;
}
