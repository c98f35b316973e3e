import { GalleryPage, galleryMetadata } from '@/views/gallery';

export const generateMetadata = () => galleryMetadata('en');

export default function Page() {
  return <GalleryPage lang="en" />;
}
