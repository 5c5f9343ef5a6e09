import { Children } from 'react';
import { layoutCss, packedLayout } from './masonry';
import MasonryColumns from './MasonryColumns';

type Props = {
  /** Each tile's photo aspect ratio (width / height), in the tiles' order. */
  aspects: number[];
  children: React.ReactNode;
  /**
   * The end card: a way on, shown after the tiles on a phone and, where a column ends far above
   * the others, filling the hole under it.
   */
  end?: React.ReactNode;
  /** `false`: a tile's link keeps the scroll position (it opens the gallery's overlay). */
  scroll?: false;
};

/**
 * A masonry grid that packs its tiles into columns, shortest column first in item order, holds
 * each tile once and has its final layout from the first paint (masonry.ts). The server packs; the
 * packed positions come with the HTML as custom properties, which `layoutCss` turns into the layout
 * of each viewport, so nothing moves when JavaScript runs or never does, and the browser repeats
 * none of the packing. react-masonry-css (MasonryColumns) renders the grid's element and its one
 * column element (docs/decisions.md#the-masonry-grid-packs-on-the-server).
 */
export default function MasonryGrid({ aspects, children, end, scroll }: Props) {
  const layout = packedLayout(aspects);
  return (
    <>
      {/* React places this in <head> (once, however many grids), so it applies from the first paint. */}
      <style href="masonry-layouts" precedence="default">
        {layoutCss}
      </style>
      <MasonryColumns columnStyle={layout.grid} scroll={scroll}>
        {Children.map(children, (child, index) => (
          <div style={layout.tiles[index]}>{child}</div>
        ))}
        {end && (
          <div style={layout.end} data-end={layout.endLayouts}>
            {end}
          </div>
        )}
      </MasonryColumns>
    </>
  );
}
