import { useCallback, useState, type RefObject } from 'react';
import { useRememberedConsent } from './consent';

/**
 * Whether a map area shows Google's map, and the steps that change it: consent (this once, or
 * remembered in the cookie), a failure of the script or the key, and a retry (a new `attempt`
 * remounts the map). After agreeing and retrying, the focus waits in the area (`area`): the
 * button that was pressed disappears. `rememberedOnServer`: what a page rendered per request read
 * from the consent cookie, which stands until the browser's own reading is there (hydration).
 */
export function useGoogleMapConsent(
  apiKey: string,
  area: RefObject<HTMLElement | null>,
  rememberedOnServer = false,
) {
  const remembered = useRememberedConsent(rememberedOnServer);
  const [agreed, setAgreed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const consented = agreed || remembered;
  return {
    /** The visitor agreed, this once or remembered (`false` while rendering on the server). */
    consented,
    /** Google's map is shown: there is a key, and consent. */
    googleMap: Boolean(apiKey) && consented,
    /** The key of the Google map element: a retry mounts a new one. */
    attempt,
    /** The script failed to load or Google rejected the key. */
    failed,
    markFailed: useCallback(() => setFailed(true), []),
    agree: () => {
      setAgreed(true);
      area.current?.focus();
    },
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
      area.current?.focus();
    },
  };
}
