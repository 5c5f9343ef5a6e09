import type { Metadata } from 'next';
import { content } from '@/lib/content';

type OpenGraphImages = NonNullable<Metadata['openGraph']>['images'];
type PageMetadata = { title: string; description: string; path: string; images?: OpenGraphImages };

/** The site-wide share image (app/opengraph-image.tsx); a page's own `openGraph` replaces the inherited one. */
const defaultImages = ['/opengraph-image'];

/** Title, description, canonical URL and OpenGraph data of one page (OpenGraph is not merged by Next). */
export function pageMetadata({ title, description, path, images }: PageMetadata): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      siteName: content.site.name,
      title,
      description,
      url: path,
      images: images ?? defaultImages,
    },
  };
}
