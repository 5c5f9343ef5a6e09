import { galleryParams } from '@/lib/gallery-pages';

export { default, generateMetadata } from '@/components/galerie/GalleryRoute';
export const dynamicParams = false;
export const generateStaticParams = () => galleryParams({ category: false, paged: true });
