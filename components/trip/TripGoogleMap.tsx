'use client';

import { useEffect, useState } from 'react';
import GoogleMapFrame, { type GoogleMapProps } from '@/components/map/GoogleMapFrame';
import mapStyles from '@/components/map/Map.module.css';
import { fitToPlaces } from '@/components/map/map-view';
import styles from './TripMap.module.css';

/** A place of the plan as Google's map shows it: its marker's name says its number. */
export type TripStop = { slug: string; name: string; lat: number; lng: number };

const MAP_ELEMENT_ID = 'trip-google-map';
/** A plan of one place: the region around it (a city and its surroundings), not its streets. */
const ONE_PLACE_ZOOM = 8;
/** The legs' line: the markers' blue (Google's map is light in both colour schemes). */
const LEG_LINE = { strokeColor: '#1d4e89', strokeOpacity: 0.8, strokeWeight: 3 };

type Props = GoogleMapProps & {
  stops: TripStop[];
  /** Called with `true` once the plan is drawn on the map, `false` when the map goes. */
  onReady: (ready: boolean) => void;
};

/** Draws the plan on a loaded map: a numbered marker per place, the legs as one line, all in view. */
function drawPlan(map: google.maps.Map, stops: TripStop[]) {
  const markers = stops.map(({ name, lat, lng }, index) => {
    const number = document.createElement('span');
    // The cluster markers' blue disc of the map page, centred on the place.
    number.className = `${mapStyles.cluster} ${styles.marker}`;
    number.textContent = String(index + 1);
    // The first place on top where markers overlap.
    return new google.maps.marker.AdvancedMarkerElement({
      map,
      position: { lat, lng },
      title: name,
      content: number,
      zIndex: stops.length - index,
    });
  });
  const line = new google.maps.Polyline({
    map,
    path: stops.map(({ lat, lng }) => ({ lat, lng })),
    geodesic: true,
    clickable: false,
    ...LEG_LINE,
  });
  fitToPlaces(map, stops, { singleZoom: ONE_PLACE_ZOOM });
  return () => {
    markers.forEach((marker) => (marker.map = null));
    line.setMap(null);
  };
}

/**
 * The trip plan on Google's map, loaded only after consent (this module is imported dynamically):
 * GoogleMapFrame's map (the site's one loader and map options, its loading state and German
 * messages) with the plan's places as numbered markers in its order and the legs between them as
 * a line, the view fitted to the places. A new order redraws the plan on the same map.
 */
export default function TripGoogleMap({ stops, onReady, ...frame }: Props) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  useEffect(() => {
    if (!map) return;
    const erase = drawPlan(map, stops);
    onReady(true);
    return () => {
      erase();
      onReady(false);
    };
  }, [map, stops, onReady]);
  return <GoogleMapFrame {...frame} id={MAP_ELEMENT_ID} onMap={setMap} />;
}
