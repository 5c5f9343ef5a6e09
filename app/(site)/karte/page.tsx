import { getTranslations } from 'next-intl/server';
import PlaceList from '@/components/map/PlaceList';
import { MAP_PAGE } from '@/lib/map/page.mjs';
import { pageMetadata } from '@/lib/seo/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';

export async function generateMetadata() {
  const t = await getTranslations('Map');
  return pageMetadata({ title: t('title'), description: t('description'), path: MAP_PAGE });
}

export default async function MapPage() {
  const t = await getTranslations('Map');
  return (
    <>
      <PlaceList />
      <PageStructuredData trail={[{ name: t('title'), path: MAP_PAGE }]} />
    </>
  );
}
