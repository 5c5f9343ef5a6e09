'use client';

import { GoogleMap } from '@react-google-maps/api';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import type { GoogleMapsSettings } from '@/lib/map/settings';
import { useMapsScript } from '@/lib/map/use-maps-script';
import { FOCUS_ZOOM } from './map-view';
import MapNotice, { MapLoading } from './MapNotice';
import styles from './Map.module.css';

/** What a page's Google map gets from its area: the settings, and what to do when it fails. */
export type GoogleMapProps = GoogleMapsSettings & {
  /** Called by "Erneut versuchen" after the script failed to load (the caller remounts the map). */
  onRetry: () => void;
  /** Called when the script failed to load or Google rejected the key (an alert says so). */
  onFailure?: () => void;
};

type Props = GoogleMapProps & {
  /** The map element's id. */
  id: string;
  /** Called with the map once it is there, and with `null` when it goes (a failure, unmount). */
  onMap: (map: google.maps.Map | null) => void;
};

/**
 * Google's map as every page of the site shows it, loaded only after consent (the modules that
 * show it are imported dynamically): the one loader (German, region US), a roadmap centred on the
 * USA; while the script loads, the loading state; a German message if it fails or Google rejects
 * the key. What is drawn on the map is the caller's (`onMap`).
 */
export default function GoogleMapFrame({ apiKey, mapId, id, onMap, onRetry, onFailure }: Props) {
  const t = useTranslations('MapView');
  const { isLoaded, loadError, authFailed } = useMapsScript(apiKey, mapId);
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
  return (
    <GoogleMap
      id={id}
      mapContainerClassName={styles.map}
      options={options}
      onLoad={onMap}
      onUnmount={() => onMap(null)}
    />
  );
}
