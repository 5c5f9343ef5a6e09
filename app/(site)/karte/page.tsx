import { getTranslations } from 'next-intl/server';
import MapArea from '@/components/map/MapArea';
import styles from '@/components/map/Map.module.css';
import PlaceList, { LIST_ID } from '@/components/map/PlaceList';
import { getContent } from '@/lib/content';
import { googleMapsSettings } from '@/lib/map/settings';
import { toMapPlace } from '@/lib/map/places';
import { pageMetadata } from '@/lib/seo/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';

export async function generateMetadata() {
  const t = await getTranslations('Map');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/karte' });
}

export default async function MapPage() {
  const t = await getTranslations('Map');
  const { apiKey, mapId } = googleMapsSettings();
  const places = [...(await getContent()).places].sort((a, b) =>
    a.title.localeCompare(b.title, 'de'),
  );
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <MapArea
        apiKey={apiKey}
        mapId={mapId}
        places={places.map(toMapPlace)}
        skipLink={
          <a href={`#${LIST_ID}`} className={`skip-link ${styles.skipLink}`}>
            {t('skipToList')}
          </a>
        }
      />
      <PlaceList places={places} />
      <PageStructuredData trail={[{ name: t('title'), path: '/karte' }]} />
    </>
  );
}
