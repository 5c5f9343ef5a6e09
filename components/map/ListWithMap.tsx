'use client';

import { showOnMap, useMapConnected } from './auswahl';
import styles from './OrteListe.module.css';

/**
 * Wraps the server-rendered list of places: its "Auf der Karte zeigen" buttons (`data-ort`) show
 * the place on the loaded map, and are visible only while a map is loaded. One listener for the
 * whole list keeps the page light with many places.
 */
export default function ListeMitKarte({ children }: { children: React.ReactNode }) {
  const connected = useMapConnected();
  const onClick = (event: React.MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-ort]');
    if (button?.dataset.ort) showOnMap(button.dataset.ort);
  };
  return (
    <div
      className={styles.steuerung}
      data-karte={connected ? 'geladen' : undefined}
      onClick={onClick}
    >
      {children}
    </div>
  );
}
