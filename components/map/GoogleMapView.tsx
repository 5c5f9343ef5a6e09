'use client';

import { GoogleMap } from '@react-google-maps/api';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapPlace } from '@/lib/map/places';
import { connectMap } from './selection';
import MapNotice, { MapLoading } from './MapNotice';
import { useMapsScript } from '@/lib/map/use-maps-script';
import { createMapController, FOCUS_ZOOM, type MapController } from './map-controller';
import styles from './Map.module.css';

const MAP_ELEMENT_ID = 'google-map';

type Props = {
  apiKey: string;
  mapId: string;
  places: MapPlace[];
  /** Called by "Erneut versuchen" after the script failed to load (remounts this component). */
  onRetry: () => void;
  /** Called when the script failed to load or Google rejected the key (an alert says so). */
  onFailure?: () => void;
};

/**
 * The Google map, loaded only after consent (this module is imported dynamically). Shows the
 * loading state, a German message if the script fails or Google rejects the key, else the map.
 */
export default function GoogleMapView({ apiKey, mapId, places, onRetry, onFailure }: Props) {
  const t = useTranslations('MapView');
  const { isLoaded, loadError, authFailed } = useMapsScript(apiKey, mapId);

  const failed = authFailed || loadError !== undefined;
  useEffect(() => {
    if (failed) onFailure?.();
  }, [failed, onFailure]);

  if (authFailed) {
    return (
      <MapNotice heading={t('authErrorHeading')} alert>
        <p>{t('authError')}</p>
      </MapNotice>
    );
  }
  if (loadError) {
    return (
      <MapNotice heading={t('loadErrorHeading')} alert>
        <p>{t('loadError')}</p>
        <p>
          <button type="button" className="button" onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      </MapNotice>
    );
  }
  if (!isLoaded) return <MapLoading text={t('loading')} />;
  return <LoadedMap mapId={mapId} places={places} />;
}

function LoadedMap({ mapId, places }: { mapId: string; places: MapPlace[] }) {
  const t = useTranslations('MapView');
  const requested = useSearchParams().get('ort');
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const options = useMemo<google.maps.MapOptions>(
    () => ({
      mapId,
      mapTypeId: 'roadmap',
      center: { lat: 39.8, lng: -98.6 },
      zoom: 4,
      maxZoom: FOCUS_ZOOM + 6,
      gestureHandling: 'cooperative',
      streetViewControl: false,
      clickableIcons: false,
    }),
    [mapId],
  );

  // The markers of the places shown, anew when the category filter changes them (the map stays).
  const controller = useRef<MapController | null>(null);
  useEffect(() => {
    if (!map) return;
    const texts = {
      infoLink: (title: string) => t('infoLink', { title }),
      cluster: (count: number) => t('cluster', { count }),
    };
    // The URL names the open place, so it can be shared: /karte?ort=<slug>.
    const events = {
      onShow: (slug: string) => window.history.replaceState(null, '', `?ort=${slug}`),
      onClose: () => window.history.replaceState(null, '', window.location.pathname),
    };
    const created = createMapController(map, places, texts, events);
    controller.current = created;
    const disconnect = connectMap((slug) => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      created.show(slug, { zoom: true, focusFrom: opener });
      document.getElementById(MAP_ELEMENT_ID)?.scrollIntoView({ block: 'nearest' });
    });
    return () => {
      disconnect();
      created.destroy();
      controller.current = null;
    };
  }, [map, places, t]);

  // A shared link's place (?ort=<slug>), once the markers are there.
  useEffect(() => {
    const current = controller.current;
    if (current && requested && current.shown() !== requested)
      current.show(requested, { zoom: true });
  }, [map, places, requested]);

  return (
    <GoogleMap
      id={MAP_ELEMENT_ID}
      mapContainerClassName={styles.map}
      options={options}
      onLoad={setMap}
    />
  );
}
