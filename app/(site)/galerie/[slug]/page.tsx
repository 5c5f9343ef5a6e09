import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import PlaceDetail from '@/components/gallery/PlaceDetail';
import { placeFromParams, placeParams } from '@/lib/gallery-pages';
import { pageMetadata } from '@/lib/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';
import { touristAttraction } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;
export const generateStaticParams = placeParams;

export async function generateMetadata({ params }: Props) {
  const place = await placeFromParams(params);
  const { src, width, height, alt } = place.image;
  return pageMetadata({
    title: place.title,
    description: place.summary,
    path: `/galerie/${place.slug}`,
    images: [{ url: src, width, height, alt }],
  });
}

export default async function PlacePage({ params }: Props) {
  const t = await getTranslations();
  const place = await placeFromParams(params);
  return (
    <>
      <p>
        <Link href="/galerie">{t('Place.back')}</Link>
      </p>
      <PlaceDetail place={place} variant="page" />
      <PageStructuredData
        trail={[
          { name: t('Navigation.gallery'), path: '/galerie' },
          { name: place.title, path: `/galerie/${place.slug}` },
        ]}
        nodes={[touristAttraction(place)]}
      />
    </>
  );
}
