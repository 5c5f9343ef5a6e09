'use client';

import Masonry from 'react-masonry-css';
import { useSoftLinks } from '@/components/navigation/use-soft-links';
import styles from './MasonryGrid.module.css';

type Props = {
  /** The packed layouts' custom properties for the column element (the grid's height). */
  columnStyle: React.CSSProperties;
  /** The tiles, each already in its packed place (MasonryGrid). */
  children: React.ReactNode;
  /** `false`: the tiles' links keep the scroll position. */
  scroll?: false;
};

/**
 * react-masonry-css's grid element and its one column element, in which the tiles stand in item
 * order. It deals no columns itself: MasonryGrid packed them on the server. It opens the tiles'
 * plain links (`<a data-soft>`) client-side and prefetches them on intent, through one set of
 * listeners for the grid instead of a next/link per tile (use-soft-links.ts).
 */
export default function MasonryColumns({ columnStyle, children, scroll }: Props) {
  const links = useSoftLinks({ prefetch: true, scroll });
  return (
    <Masonry
      {...links}
      breakpointCols={1}
      className={styles.grid!}
      columnClassName={styles.column}
      columnAttrs={{ style: columnStyle }}
      data-masonry=""
    >
      {children}
    </Masonry>
  );
}
