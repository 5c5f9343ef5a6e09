import { getTranslations } from 'next-intl/server';
import MapArea from '@/components/map/MapArea';
import MapFilter from '@/components/map/MapFilter';
import ClientMessages from '@/components/layout/ClientMessages';
import styles from '@/components/map/Map.module.css';
import { LIST_ID, placesByTitle } from '@/components/map/PlaceList';
import { getCategories } from '@/lib/content';
import { galleryCategories } from '@/lib/gallery';
import { googleMapsSettings } from '@/lib/map/settings';
import { toMapPlace } from '@/lib/map/places';

/**
 * Heading, category chips and map of the map's pages (/karte and /karte/kategorie/<slug>); it stays
 * mounted while the chips change the address, so a loaded map stays and only shows other markers.
 * The pages below it render the list of the places shown.
 */
export default async function MapLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Map');
  const { apiKey, mapId } = googleMapsSettings();
  const [places, categories] = await Promise.all([placesByTitle(), getCategories()]);
  return (
    <ClientMessages namespaces={['MapFilter', 'FilterChips', 'MapView']}>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <MapFilter total={places.length} categories={galleryCategories(places, categories)} />
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
      {children}
    </ClientMessages>
  );
}
