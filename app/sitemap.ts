import type { MetadataRoute } from 'next';
import { content } from '@/lib/content';
import { galleryPath, galleryViews } from '@/lib/gallery';
import { legalNavigation, mainNavigation } from '@/lib/navigation';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [...mainNavigation, ...legalNavigation].map(({ href }) => href);
  const places = content.places.map(({ slug }) => `/galerie/${slug}`);
  const grid = galleryViews(content.places, content.categories)
    .map(galleryPath)
    .filter((path) => !new Set<string>(pages).has(path));
  return [...pages, ...grid, ...places].map((path) => ({ url: `${siteUrl}${path}` }));
}
