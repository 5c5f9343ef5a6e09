'use client';

import { GoogleMap } from '@react-google-maps/api';
import { useField } from '@payloadcms/ui';
import { useMapsScript } from '@/lib/map/use-maps-script';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';

type Texts = Record<
  'load' | 'loadHint' | 'loading' | 'label' | 'marker' | 'help' | 'failed',
  string
>;
type Props = { apiKey: string; mapId: string; texts: Texts };

/** The middle of the United States, for a place without coordinates yet. */
const usa = { lat: 39.8, lng: -98.6 };
/** Five decimals: about a metre, more than a map click can tell. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** The map of LocationPicker, loaded after the owner's click. */
export default function LocationPickerMap({ apiKey, mapId, texts }: Props) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <p>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => setWanted(true)}
          aria-describedby="location-picker-hint"
        >
          {texts.load}
        </button>{' '}
        <span id="location-picker-hint" className="field-description">
          {texts.loadHint}
        </span>
      </p>
    );
  }
  return <PickerMap apiKey={apiKey} mapId={mapId} texts={texts} />;
}

function PickerMap({ apiKey, mapId, texts }: Props) {
  const lat = useField<number>({ path: 'location.lat' });
  const lng = useField<number>({ path: 'location.lng' });
  const { isLoaded, loadError, authFailed } = useMapsScript(apiKey, mapId);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const marker = useRef<google.maps.marker.AdvancedMarkerElement | null>(null);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const position = useMemo(
    () =>
      typeof lat.value === 'number' && typeof lng.value === 'number'
        ? { lat: lat.value, lng: lng.value }
        : undefined,
    [lat.value, lng.value],
  );
  // Only the first view: later the map stays where the owner moved it.
  const [options] = useState<google.maps.MapOptions>(() => ({
    mapId,
    mapTypeId: 'roadmap',
    center: position ?? usa,
    zoom: position ? 9 : 4,
    streetViewControl: false,
    clickableIcons: false,
  }));

  const markerTitle = texts.marker;
  const currentPosition = useEffectEvent(() => position ?? null);
  const set = useEffectEvent((latLng: google.maps.LatLng | null | undefined) => {
    if (!latLng) return;
    lat.setValue(rounded(latLng.lat()));
    lng.setValue(rounded(latLng.lng()));
  });

  useEffect(() => {
    if (!map) return;
    const placed = new google.maps.marker.AdvancedMarkerElement({
      map,
      gmpDraggable: true,
      title: markerTitle,
      position: currentPosition(),
    });
    marker.current = placed;
    const listeners = [
      map.addListener('click', (event: google.maps.MapMouseEvent) => set(event.latLng)),
      placed.addListener('dragend', () => {
        const at = placed.position;
        if (at) set(new google.maps.LatLng(at));
      }),
    ];
    return () => {
      listeners.forEach((listener) => listener.remove());
      placed.map = null;
      marker.current = null;
    };
  }, [map, markerTitle]);

  useEffect(() => {
    if (marker.current) marker.current.position = position ?? null;
  }, [position]);

  let content;
  if (authFailed || loadError) content = <p role="alert">{texts.failed}</p>;
  else if (!isLoaded) content = <p>{texts.loading}</p>;
  else {
    content = (
      <>
        <p className="field-description">{texts.help}</p>
        <GoogleMap
          mapContainerStyle={{ height: '24rem', width: '100%' }}
          options={options}
          onLoad={setMap}
          onUnmount={() => setMap(null)}
        />
      </>
    );
  }
  // The focus moves here from the button that asked for the map (which is gone now).
  return (
    <div ref={region} role="region" aria-label={texts.label} tabIndex={-1}>
      {content}
    </div>
  );
}
