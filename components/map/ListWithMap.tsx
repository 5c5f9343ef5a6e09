'use client';

import { showOnMap, useMapConnected } from './selection';
import styles from './PlaceList.module.css';

/**
 * Wraps the server-rendered list of places: its "Auf der Karte zeigen" buttons (`data-place`) show
 * the place on the loaded map, and are visible only while a map is loaded. One listener for the
 * whole list keeps the page light with many places.
 */
export default function ListWithMap({ children }: { children: React.ReactNode }) {
  const connected = useMapConnected();
  const onClick = (event: React.MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-place]');
    if (button?.dataset.place) showOnMap(button.dataset.place);
  };
  return (
    <div className={styles.controls} data-map={connected ? 'loaded' : undefined} onClick={onClick}>
      {children}
    </div>
  );
}
