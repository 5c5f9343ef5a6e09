import { galleryParams } from '@/lib/gallery-pages';

export { default, generateMetadata } from '../../grid-route';
export const dynamicParams = false;
export const generateStaticParams = () => galleryParams({ category: true, paged: false });
