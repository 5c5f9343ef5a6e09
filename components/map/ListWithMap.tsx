'use client';

import { useEffect, useRef } from 'react';
import { useSoftLinks } from '@/components/navigation/use-soft-links';
import { useRequestedPlace } from './requested';
import { showOnMap, useMapConnected } from './selection';
import styles from './PlaceList.module.css';

/**
 * Wraps the server-rendered list of places: its "Auf der Karte zeigen" buttons (`data-place`) show
 * the place on the loaded map, and are visible only while a map is loaded; its links to the places'
 * pages (plain `<a data-soft>`) open them client-side, without prefetching. One listener for the
 * whole list keeps the page light with many places.
 */
export default function ListWithMap({ children }: { children: React.ReactNode }) {
  const connected = useMapConnected();
  const list = useRef<HTMLDivElement>(null);
  const requested = useRequestedPlace();
  const links = useSoftLinks();
  // The place a shared link names (/karte?ort=<slug>) is marked in the list too, before any consent
  // to the map (the drawn map above shows it on the first screen). The list is server-rendered: its
  // entry is found by its button.
  useEffect(() => {
    const entry = Array.from(list.current!.querySelectorAll<HTMLElement>('[data-place]'))
      .find((button) => button.dataset.place === requested)
      ?.closest('li');
    entry?.setAttribute('aria-current', 'true');
    return () => entry?.removeAttribute('aria-current');
  }, [requested]);
  const onClick = (event: React.MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-place]');
    if (button?.dataset.place) showOnMap(button.dataset.place);
    links.onClick(event);
  };
  return (
    <div
      ref={list}
      className={styles.controls}
      data-map={connected ? 'loaded' : undefined}
      onClick={onClick}
    >
      {children}
    </div>
  );
}
