import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (JavaScript has
 * run, an API the browser offers): `server` in the server's HTML and while hydrating, so that the
 * two renders match; the browser's value right after.
 */
export function useBrowserValue<T>(browser: () => T, server: T): T {
  return useSyncExternalStore(noSubscription, browser, () => server);
}
