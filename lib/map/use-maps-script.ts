import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useEffect, useMemo, useState } from 'react';

declare global {
  interface Window {
    /** Google calls this when it rejects the API key (e.g. wrong key or referrer not allowed). */
    gm_authFailure?: () => void;
  }
}

/** The one loader of the site: the same id and the same module-level libraries on every render. */
export const LOADER_ID = 'google-maps-script';
const libraries: Libraries = ['marker'];

/**
 * Loads the Google Maps JavaScript API as the site's requirements ask (German, region US;
 * docs/decisions.md#the-fixed-requirements), with advanced markers, and
 * tells whether it loaded, failed to load, or Google rejected the key.
 */
export function useMapsScript(apiKey: string, mapId: string) {
  const [authFailed, setAuthFailed] = useState(false);
  // Declared before the loader, so the handler is in place before the script can call it.
  useEffect(() => {
    window.gm_authFailure = () => setAuthFailed(true);
    return () => {
      delete window.gm_authFailure;
    };
  }, []);
  // Naming the map ID in the script URL lets Google load the map's style with the script.
  const mapIds = useMemo(() => [mapId], [mapId]);
  const { isLoaded, loadError } = useJsApiLoader({
    id: LOADER_ID,
    googleMapsApiKey: apiKey,
    language: 'de',
    region: 'US',
    libraries,
    mapIds,
  });
  return { isLoaded, loadError, authFailed };
}
