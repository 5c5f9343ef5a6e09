/**
 * The masonry grid's column layouts and where each column begins.
 *
 * The grid is one list of tiles in item order; a CSS multi-column container (`layoutCss`) lays it
 * out in the column count of the viewport, from the first paint and without JavaScript. Forced
 * column breaks before the tiles that start a column make every column a contiguous run of items,
 * the same runs at every page load. The breakpoints live only here: the CSS, the image `sizes` and
 * the preloads all derive from them.
 */
export const layouts = [
  { columns: 1, minWidth: 0, imageWidth: '100vw' },
  { columns: 2, minWidth: 36, imageWidth: '50vw' },
  { columns: 3, minWidth: 56, imageWidth: '33vw' },
  { columns: 4, minWidth: 72, imageWidth: '17rem' },
] as const;

export type ColumnCount = (typeof layouts)[number]['columns'];

const minWidthQuery = (rem: number) => `(min-width: ${rem}rem)`;

/** The media query of the viewports that show a layout. */
export function layoutMedia(columns: ColumnCount): string {
  const index = layouts.findIndex((layout) => layout.columns === columns);
  const next = layouts[index + 1];
  return [
    minWidthQuery(layouts[index]!.minWidth),
    next && `(max-width: ${next.minWidth - 0.01}rem)`,
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * Per layout, from narrow to wide (the last matching media query wins): the column count of the
 * grid's column (`data-masonry` is on the grid) and a column break before exactly the tiles whose
 * `data-column-start` lists that count.
 */
export const layoutCss = layouts
  .map(
    ({ columns, minWidth }) =>
      `@media ${minWidthQuery(minWidth)}{[data-masonry]>div{column-count:${columns}}[data-column-start]{break-before:auto}[data-column-start~="${columns}"]{break-before:column}}`,
  )
  .join('');

/** The `sizes` attribute of a tile's image: a column's width in every layout. */
export const tileSizes = [...layouts]
  .reverse()
  .map(({ minWidth, imageWidth }) =>
    minWidth ? `${minWidthQuery(minWidth)} ${imageWidth}` : imageWidth,
  )
  .join(', ');

/**
 * Which items each column holds: contiguous runs in item order, the first columns one item longer
 * when the count does not divide evenly.
 */
export function columnRuns(count: number, columns: number) {
  const size = Math.floor(count / columns);
  const longer = count % columns;
  return Array.from({ length: Math.min(columns, count) }, (_, column) => ({
    start: column * size + Math.min(column, longer),
    size: size + (column < longer ? 1 : 0),
  }));
}

/** The items at the top of the columns, i.e. the first row the visitor sees. */
export function firstRow(count: number, columns: number): number[] {
  return columnRuns(count, columns).map(({ start }) => start);
}

/**
 * For each of `count` items, the `data-column-start` value: the column counts in which it is the
 * first item of a column other than the first (a break goes before it), or undefined.
 */
export function columnStarts(count: number): (string | undefined)[] {
  return Array.from(
    { length: count },
    (_, index) =>
      layouts
        .filter(({ columns }) => index > 0 && firstRow(count, columns).includes(index))
        .map(({ columns }) => columns)
        .join(' ') || undefined,
  );
}
