import GalleryGrid from '@/components/galerie/GalleryGrid';
import { galleryMetadata } from '@/lib/gallery-pages';

export const generateMetadata = () => galleryMetadata({ page: 1 });

export default function GaleriePage() {
  return <GalleryGrid view={{ page: 1 }} />;
}
