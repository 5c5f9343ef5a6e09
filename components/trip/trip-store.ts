import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { parseTrip, STORAGE_KEY } from '@/lib/trip/list';

/** Fired on the window when this page changed the list (other tabs get the `storage` event). */
const CHANGE_EVENT = 'trip-change';

/** The stored list, or `null` when none is stored (an empty list is not kept: `storeTrip`). */
function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked by the browser's settings: the list lives in the address only.
    return null;
  }
}

/** The visitor's list as stored in this browser. */
export const storedTrip = () => parseTrip(read());

/** Stores the list (an empty one is removed) and tells every part of the page. */
export function storeTrip(slugs: readonly string[]) {
  try {
    if (slugs.length) window.localStorage.setItem(STORAGE_KEY, slugs.join(','));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The stored list as a comma-separated string (a stable value to compare); `null` when none is
 * stored, and in the server's HTML and while hydrating, as the server cannot know it. The browser
 * reads and watches its storage once it is idle after loading the page: each is a synchronous round
 * trip to the browser's storage (20–40 ms of a place page's load at 20× CPU, in the task right
 * after hydrating), and a list is only shown in the header. A page whose visitor has no list so
 * renders once; one with a list renders its count when the browser is idle.
 */
export function useStoredTrip(): string | null {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    let unsubscribe = () => {};
    const cancel = whenIdle(() => {
      let shown: string | null = null;
      const update = () => {
        const value = read();
        if (value !== shown) setStored((shown = value));
      };
      update();
      unsubscribe = subscribe(update);
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  return stored;
}
