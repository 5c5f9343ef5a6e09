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

/**
 * The stored list as a comma-separated string (a stable value to compare); `null` when none is
 * stored, and in the server's HTML and while hydrating, as the server cannot know it. A change made
 * on this page (`storeTrip`: an event of the page's own) counts at once. The first read and the
 * changes of other tabs (the `storage` event) wait until the browser is idle after loading: reading
 * the storage and listening to it are each a synchronous round trip to the browser's storage
 * (20–40 ms of a place page's load at 20× CPU, in the task right after hydrating). A page whose
 * visitor has no list so renders once; one with a list shows it (the header's count, the marked
 * "Auf die Merkliste" buttons: TripLink, TripToggleHandler) when the browser is idle.
 */
export function useStoredTrip(): string | null {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => watchStoredTrip(setStored), []);
  return stored;
}

/** The list as last read, and who shows it: every part that uses the list shares one reading. */
let lastRead: string | null = null;
const watchers = new Set<(stored: string | null) => void>();
let stopWatching = () => {};

/**
 * Tells `watcher` the stored list from now on. The header's two links and the toggles' handler
 * all follow the list: one reading of the storage and one set of listeners serve them all (each
 * reading is a round trip to the browser's storage); a part that comes later gets the last one.
 */
function watchStoredTrip(watcher: (stored: string | null) => void) {
  watchers.add(watcher);
  if (watchers.size === 1) {
    const update = () => {
      const value = read();
      if (value === lastRead) return;
      lastRead = value;
      for (const each of watchers) each(value);
    };
    window.addEventListener(CHANGE_EVENT, update);
    const cancel = whenIdle(() => {
      update();
      window.addEventListener('storage', update);
    });
    stopWatching = () => {
      cancel();
      window.removeEventListener(CHANGE_EVENT, update);
      window.removeEventListener('storage', update);
      lastRead = null;
    };
  } else if (lastRead !== null) {
    watcher(lastRead);
  }
  return () => {
    watchers.delete(watcher);
    if (!watchers.size) stopWatching();
  };
}
