'use client';

import { Children } from 'react';
import Masonry from 'react-masonry-css';
import { columnStarts, layoutCss } from './masonry';
import styles from './MasonryGrid.module.css';

/**
 * A masonry grid that holds each tile once and has its final column count from the first paint.
 * react-masonry-css renders the grid with a single column; that column is a CSS multi-column
 * container whose column count follows the viewport through media queries (`layoutCss`), so the
 * server HTML is already laid out, with or without JavaScript. With one column react-masonry-css
 * has nothing to recount after hydration (it reads `window.innerWidth` only to pick among
 * breakpoints), so nothing moves. The DOM order is the item order: down each column, then the next.
 */
export default function MasonryGrid({ children }: { children: React.ReactNode }) {
  const starts = columnStarts(Children.count(children));
  return (
    <>
      {/* React places this in <head> (once, however many grids), so it applies from the first paint. */}
      <style href="masonry-layouts" precedence="default">
        {layoutCss}
      </style>
      <Masonry
        breakpointCols={1}
        className={styles.grid!}
        columnClassName={styles.columns}
        data-masonry=""
      >
        {Children.map(children, (child, index) => (
          <div className={styles.tile} data-column-start={starts[index]}>
            {child}
          </div>
        ))}
      </Masonry>
    </>
  );
}
