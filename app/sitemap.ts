import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { galleryPath, galleryViews } from '@/lib/gallery';
import { mapPath } from '@/lib/map/page.mjs';
import { footerNavigation, mainNavigation } from '@/lib/navigation';
import { SEARCH_PATH } from '@/lib/search/search';
import { siteUrl } from '@/lib/site-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await getContent();
  // The search is no page for search engines (noindex).
  const pages = [
    ...new Set([...mainNavigation, ...footerNavigation].map(({ href }) => href)),
  ].filter((href) => href !== SEARCH_PATH);
  const places = content.places.map(({ slug, image, photos }) => ({
    path: `/galerie/${slug}`,
    images: [image, ...photos].map(({ src }) => `${siteUrl}${src}`),
  }));
  const grid = galleryViews(content.places, content.categories)
    .map(galleryPath)
    .filter((path) => !new Set<string>(pages).has(path));
  const mapViews = content.categories.map(({ slug }) => mapPath(slug));
  // Each place's pictures with the page they are on (Google's image sitemap extension).
  return [...pages, ...grid, ...mapViews]
    .map((path) => ({ url: `${siteUrl}${path}` }))
    .concat(places.map(({ path, images }) => ({ url: `${siteUrl}${path}`, images })));
}
