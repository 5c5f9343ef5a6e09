import GalleryGrid from '@/components/gallery/GalleryGrid';
import { galleryMetadata } from '@/lib/gallery/pages';

export const generateMetadata = () => galleryMetadata({ page: 1 });

export default function GalleryPage() {
  return <GalleryGrid view={{ page: 1 }} />;
}
