import type { Metadata } from 'next';
import { getSite } from '@/lib/content';

type OpenGraphImages = NonNullable<Metadata['openGraph']>['images'];
type PageMetadata = { title: string; description: string; path: string; images?: OpenGraphImages };

/** The site-wide share image (app/opengraph-image.tsx); a page's own `openGraph` replaces the inherited one. */
const defaultImage = { url: '/opengraph-image', width: 1200, height: 630 };

/** Title, description, canonical URL and OpenGraph data of one page (OpenGraph is not merged by Next). */
export async function pageMetadata({
  title,
  description,
  path,
  images,
}: PageMetadata): Promise<Metadata> {
  const site = await getSite();
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      siteName: site.name,
      title,
      description,
      url: path,
      images: images ?? [{ ...defaultImage, alt: `${site.name} – ${site.tagline}` }],
    },
  };
}
