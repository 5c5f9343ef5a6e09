import { useSyncExternalStore } from 'react';
import { createSignal } from './signal';

/**
 * Connects the list of places with the loaded map: the map registers how it shows a place, the
 * list's buttons call `showOnMap`. Without a loaded map there is nothing to show and the buttons hide.
 */
type ShowPlace = (slug: string) => void;

let showPlace: ShowPlace | null = null;
const signal = createSignal();

export function connectMap(show: ShowPlace) {
  showPlace = show;
  signal.notify();
  return () => {
    if (showPlace === show) showPlace = null;
    signal.notify();
  };
}

export function showOnMap(slug: string) {
  showPlace?.(slug);
}

export function useMapConnected() {
  return useSyncExternalStore(
    signal.subscribe,
    () => showPlace !== null,
    () => false,
  );
}
