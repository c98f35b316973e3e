import { DirectoryPage, directoryMetadata } from '@/views/doctors';

export const generateMetadata = () => directoryMetadata('en');

export default function Page() {
  return <DirectoryPage lang="en" />;
}
