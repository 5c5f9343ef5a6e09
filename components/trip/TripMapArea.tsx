'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import ConsentOffer from '@/components/map/ConsentOffer';
import MapLoadingText from '@/components/map/MapLoadingText';
import { useGoogleMapConsent } from '@/components/map/use-google-map-consent';
import type { GoogleMapsSettings } from '@/lib/map/settings';
import type { TripStop } from './TripGoogleMap';
import styles from './TripMap.module.css';

// Everything that talks to Google is fetched only after consent.
const TripGoogleMap = dynamic(() => import('./TripGoogleMap'), {
  ssr: false,
  loading: MapLoadingText,
});

type Props = GoogleMapsSettings & {
  /** The plan's places, in its order. */
  stops: TripStop[];
  /** The consent cookie as the server read it (the page is rendered per request). */
  rememberedOnServer: boolean;
  /** The drawn map of the plan (TripMap, rendered on the server). */
  children: React.ReactNode;
};

/**
 * The trip plan's map: the drawn map with the offer to load Google's (the map page's consent, the
 * same cookie), after consent Google's map in its place, with the plan's numbered markers. If
 * Google's map fails (the script, a rejected key), its German message stands above the drawn map.
 * Printed, it is always the drawn map. Without a key, the drawn map alone.
 */
export default function TripMapArea({ apiKey, mapId, stops, rememberedOnServer, children }: Props) {
  const t = useTranslations('MapView');
  const area = useRef<HTMLElement>(null);
  const { consented, googleMap, attempt, failed, markFailed, agree, retry } = useGoogleMapConsent(
    apiKey,
    area,
    rememberedOnServer,
  );
  const [ready, setReady] = useState(false);
  if (!apiKey) return children;

  const drawnShown = !googleMap || failed;
  return (
    <section ref={area} tabIndex={-1} aria-label={t('label')} className={styles.area}>
      {googleMap && (
        <div className={styles.google}>
          <TripGoogleMap
            {...{ apiKey, mapId, stops }}
            key={attempt}
            onRetry={retry}
            onFailure={markFailed}
            onReady={setReady}
          />
        </div>
      )}
      {/* While Google's map is shown, the drawing is there for the printout only. */}
      <div className={drawnShown ? undefined : styles.printOnly}>{children}</div>
      {!googleMap && (
        <div className={styles.offer}>
          <ConsentOffer onAgree={agree} />
        </div>
      )}
      {/* Announces "loading", then "loaded"; empty after a failure, which its alert announces. */}
      <p role="status" className="visually-hidden">
        {consented && !failed ? t(ready ? 'loaded' : 'loading') : ''}
      </p>
    </section>
  );
}
