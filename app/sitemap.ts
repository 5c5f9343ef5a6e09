import type { MetadataRoute } from 'next';
import { content } from '@/lib/content';
import { legalNavigation, mainNavigation } from '@/lib/navigation';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [...mainNavigation, ...legalNavigation].map(({ href }) => href);
  const places = content.places.map(({ slug }) => `/galerie/${slug}`);
  return [...pages, ...places].map((path) => ({ url: `${siteUrl}${path}` }));
}
