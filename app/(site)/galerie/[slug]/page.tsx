import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import PlaceDetail from '@/components/gallery/PlaceDetail';
import { placeFromParams, placeMetadata, placeParams } from '@/lib/gallery/pages';
import PageStructuredData from '@/components/seo/PageStructuredData';
import { touristAttraction } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;
export const generateStaticParams = placeParams;

export const generateMetadata = placeMetadata;

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
