import { galleryParams } from '@/lib/gallery/pages';

export { default, generateMetadata } from '../../../../../../grid-route';
export const dynamicParams = true;
export const generateStaticParams = () =>
  galleryParams({ category: true, state: true, paged: true });
