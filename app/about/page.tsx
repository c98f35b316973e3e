import { AboutPage, aboutMetadata } from '@/views/about';

export const generateMetadata = () => aboutMetadata('en');

export default function Page() {
  return <AboutPage lang="en" />;
}
