'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { MapPlace } from '@/lib/map/places';
import { PLACE_QUERY } from '@/lib/map/page.mjs';
import { connectMap } from './selection';
import GoogleMapFrame, { type GoogleMapProps } from './GoogleMapFrame';
import { createMapController, type MapController } from './map-controller';

const MAP_ELEMENT_ID = 'google-map';

type Props = GoogleMapProps & { places: MapPlace[] };

/**
 * The map page's Google map, loaded only after consent (this module is imported dynamically):
 * GoogleMapFrame's map (its loading state and German messages) with a marker per place, clustered,
 * an info window per place, the place the address names (`?ort=`) shown, and the list's buttons
 * connected to it.
 */
export default function GoogleMapView({ places, ...frame }: Props) {
  const t = useTranslations('MapView');
  const requested = useSearchParams().get(PLACE_QUERY);
  const [map, setMap] = useState<google.maps.Map | null>(null);

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
      onShow: (slug: string) => window.history.replaceState(null, '', `?${PLACE_QUERY}=${slug}`),
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

  return <GoogleMapFrame {...frame} id={MAP_ELEMENT_ID} onMap={setMap} />;
}
