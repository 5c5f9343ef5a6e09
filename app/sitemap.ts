import type { MetadataRoute } from 'next';
import { getCategories, getPlaceImages, getPlaceIndex } from '@/lib/content';
import { galleryPath, galleryViews } from '@/lib/gallery';
import { mapPath } from '@/lib/map/page.mjs';
import { footerNavigation, mainNavigation } from '@/lib/navigation';
import { SEARCH_PATH } from '@/lib/search/search';
import { siteUrl } from '@/lib/site-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [index, categories, placeImages] = await Promise.all([
    getPlaceIndex(),
    getCategories(),
    getPlaceImages(),
  ]);
  // The search is no page for search engines (noindex).
  const pages = [
    ...new Set([...mainNavigation, ...footerNavigation].map(({ href }) => href)),
  ].filter((href) => href !== SEARCH_PATH);
  const places = placeImages.map(({ slug, images }) => ({
    path: `/galerie/${slug}`,
    images: images.map((src) => `${siteUrl}${src}`),
  }));
  const grid = galleryViews(index, categories)
    .map(galleryPath)
    .filter((path) => !new Set<string>(pages).has(path));
  const mapViews = categories.map(({ slug }) => mapPath(slug));
  // Each place's pictures with the page they are on (Google's image sitemap extension).
  return [...pages, ...grid, ...mapViews]
    .map((path) => ({ url: `${siteUrl}${path}` }))
    .concat(places.map(({ path, images }) => ({ url: `${siteUrl}${path}`, images })));
}
