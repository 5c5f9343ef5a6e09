'use client';

import { Children, useSyncExternalStore } from 'react';
import Masonry from 'react-masonry-css';
import {
  breakpointQueries,
  columnsAt,
  dealOrder,
  layoutCss,
  layouts,
  type ColumnCount,
} from './masonry';
import styles from './MasonryGrid.module.css';

function subscribe(onChange: () => void) {
  const lists = breakpointQueries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

const viewportColumns = () => columnsAt((query) => window.matchMedia(query).matches);
/** The server does not know the viewport: it renders every layout and CSS shows the right one. */
const serverColumns = (): ColumnCount | undefined => undefined;

/**
 * A masonry grid (react-masonry-css) that has its final column count from the first paint.
 * The server HTML holds one react-masonry-css grid per layout with a fixed column count, and CSS media
 * queries display the one that fits the viewport, before any JavaScript runs. After hydration only
 * the displayed layout stays in the DOM (the others were `display: none`, so nothing moves) and a
 * viewport change across a breakpoint renders the layout that fits.
 */
export default function MasonryGrid({ children }: { children: React.ReactNode }) {
  const active = useSyncExternalStore(subscribe, viewportColumns, serverColumns);
  const items = Children.toArray(children);
  return (
    <>
      {/* React places this in <head> (once, however many grids), so it applies from the first paint. */}
      <style href="galerie-spalten" precedence="default">
        {layoutCss}
      </style>
      {layouts
        .filter(({ columns }) => active === undefined || columns === active)
        .map(({ columns }) => (
          <div key={columns} data-columns={columns}>
            <Masonry
              breakpointCols={columns}
              className={styles.grid!}
              columnClassName={styles.column}
            >
              {dealOrder(items, columns)}
            </Masonry>
          </div>
        ))}
    </>
  );
}
