'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { mapCategoryOf } from '@/lib/map/page.mjs';
import type { MapPlace } from '@/lib/map/places';
import ConsentOffer from './ConsentOffer';
import DrawnMap from './DrawnMap';
import MapLoadingText from './MapLoadingText';
import { useRequestedPlace } from './requested';
import { useMapConnected } from './selection';
import MapNotice from './MapNotice';
import { useGoogleMapConsent } from './use-google-map-consent';
import styles from './Map.module.css';

// The map code (and with it everything that talks to Google) is fetched only after consent.
const GoogleMapView = dynamic(() => import('./GoogleMapView'), {
  ssr: false,
  loading: MapLoadingText,
});

type Props = {
  apiKey: string;
  mapId: string;
  /** Every place; the map shows those of the category the address names (/karte/kategorie/…). */
  places: MapPlace[];
  /** The link that skips the map: shown over the map area's corner while it has the focus. */
  skipLink?: React.ReactNode;
};

/**
 * The map area of /karte, at least the size of the map: until Google's map is loaded our own drawn
 * map of the places shown (each a link, the place `?ort=` names marked), beside the offer to load
 * Google's map, which explains what loading sends to Google (or, without an API key, a note that
 * it is not set up); after consent (this once, or remembered in the cookie) the Google map in the
 * whole area; if it fails (the script, a rejected key), its German message beside the drawn map
 * again. It lives in the map's layout, so the loaded map stays while the category chips
 * change the address.
 */
export default function MapArea({ apiKey, mapId, places, skipLink }: Props) {
  const t = useTranslations('MapView');
  const area = useRef<HTMLElement>(null);
  const { consented, googleMap, attempt, failed, markFailed, agree, retry } = useGoogleMapConsent(
    apiKey,
    area,
  );
  const connected = useMapConnected();
  const requested = useRequestedPlace();
  const category = mapCategoryOf(usePathname());
  const shown = useMemo(
    () => (category ? places.filter((place) => place.category === category) : places),
    [places, category],
  );

  // The drawing stands until Google's map is there, and again beside the message if it fails.
  const drawn = !googleMap || failed;
  let content: React.ReactNode;
  if (!apiKey) {
    content = (
      <MapNotice heading={t('notConfiguredHeading')}>
        <p>{t('notConfigured')}</p>
      </MapNotice>
    );
  } else if (googleMap) {
    content = (
      <GoogleMapView
        key={attempt}
        apiKey={apiKey}
        mapId={mapId}
        places={shown}
        onRetry={retry}
        onFailure={markFailed}
      />
    );
  } else {
    content = <ConsentOffer onAgree={agree} />;
  }

  return (
    <section
      ref={area}
      tabIndex={-1}
      aria-label={t('label')}
      // Without a key there will never be Google's map: the note and the drawing need no more room.
      className={[styles.area, drawn && styles.drawnArea, !apiKey && styles.compact]
        .filter(Boolean)
        .join(' ')}
    >
      {skipLink}
      {content}
      {/*
       * After the offer or a failure's message in the DOM (and the Tab order), so that "Karte
       * laden" or "Erneut versuchen" comes before the places' dots; on a phone the drawing is shown
       * above it (Map.module.css).
       */}
      {drawn && (
        <DrawnMap
          places={shown}
          marked={requested}
          label={t('drawnLabel', { count: shown.length })}
          className={styles.drawing}
        />
      )}
      {/*
       * A live region from the first paint on, so that its text is announced as it changes:
       * "loading" once consent is given (or remembered), "loaded" once the map is there; empty
       * after a failure, which the error's alert announces.
       */}
      {apiKey && (
        <p role="status" className="visually-hidden">
          {consented && !failed ? t(connected ? 'loaded' : 'loading') : ''}
        </p>
      )}
    </section>
  );
}
