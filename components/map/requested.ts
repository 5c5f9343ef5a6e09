import { useSyncExternalStore } from 'react';

/** The query that names a place on the map page: /karte?ort=<slug> (a shared link, a place page). */
export const PLACE_QUERY = 'ort';

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};
const requested = () => new URLSearchParams(window.location.search).get(PLACE_QUERY);

/**
 * The place the address names (`?ort=<slug>`), read in the browser: the map's pages are prerendered
 * without their query, so the server renders none and the page marks the place after hydrating
 * (reading it through `useSearchParams` would leave the map out of the prerendered HTML).
 */
export function useRequestedPlace(): string | null {
  return useSyncExternalStore(subscribe, requested, () => null);
}
