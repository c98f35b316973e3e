import { SearchPage, searchMetadata } from '@/views/search';

export const generateMetadata = () => searchMetadata('en');

export default function Page() {
  return <SearchPage lang="en" />;
}
