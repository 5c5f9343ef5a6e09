'use client';

import Masonry from 'react-masonry-css';
import styles from './MasonryGrid.module.css';

type Props = {
  /** The packed layouts' custom properties for the column element (the grid's height). */
  columnStyle: React.CSSProperties;
  /** The tiles, each already in its packed place (MasonryGrid). */
  children: React.ReactNode;
};

/**
 * react-masonry-css's grid element and its one column element, in which the tiles stand in item
 * order. It deals no columns itself: MasonryGrid packed them on the server.
 */
export default function MasonryColumns({ columnStyle, children }: Props) {
  return (
    <Masonry
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
