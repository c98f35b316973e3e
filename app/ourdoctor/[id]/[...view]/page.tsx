import { DirectoryViewPage, directoryViewMetadata, directoryViewParams, type DirectoryViewParams } from '@/views/doctors';

export const dynamicParams = false;
export const generateStaticParams = directoryViewParams;

export function generateMetadata({ params }: { params: DirectoryViewParams }) {
  return directoryViewMetadata('en', params);
}

export default function Page({ params }: { params: DirectoryViewParams }) {
  return DirectoryViewPage({ lang: 'en', params });
}
