/**
 * The masonry grid's column layouts and how items are dealt into columns.
 *
 * Each layout is rendered on the server and the CSS below (`layoutCss`) displays the one for the
 * viewport, so the first paint already has the final column count (react-masonry-css alone would
 * render its default count and switch after hydration). The breakpoints live only here: the CSS,
 * the column count after hydration, the image `sizes` and the preloads all derive from them.
 */
export const layouts = [
  { columns: 1, minWidth: 0, imageWidth: '100vw' },
  { columns: 2, minWidth: 36, imageWidth: '50vw' },
  { columns: 3, minWidth: 56, imageWidth: '33vw' },
  { columns: 4, minWidth: 72, imageWidth: '17rem' },
] as const;

export type ColumnCount = (typeof layouts)[number]['columns'];

const minWidthQuery = (rem: number) => `(min-width: ${rem}rem)`;

/** The media queries whose changes can change the column count. */
export const breakpointQueries = layouts.map(({ minWidth }) => minWidthQuery(minWidth));

/** The column count for a viewport, given a `matchMedia`-like test of media queries. */
export function columnsAt(matches: (query: string) => boolean): ColumnCount {
  const widest = [...layouts].reverse().find(({ minWidth }) => matches(minWidthQuery(minWidth)));
  return (widest ?? layouts[0]).columns;
}

/**
 * Displays exactly one layout (`data-columns` = its column count) at every viewport width: each
 * breakpoint from narrow to wide hides all layouts and shows its own, the last match wins.
 */
export const layoutCss = layouts
  .map(
    ({ columns, minWidth }) =>
      `@media ${minWidthQuery(minWidth)}{[data-columns]{display:none}[data-columns="${columns}"]{display:block}}`,
  )
  .join('');

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

/** The `sizes` attribute of a tile's image: a column's width in every layout. */
export const tileSizes = [...layouts]
  .reverse()
  .map(({ minWidth, imageWidth }) =>
    minWidth ? `${minWidthQuery(minWidth)} ${imageWidth}` : imageWidth,
  )
  .join(', ');

/**
 * Which items each column holds: contiguous runs in item order, the first columns one item longer
 * when the count does not divide evenly (the same column sizes react-masonry-css's dealing gives).
 */
export function columnRuns(count: number, columns: number) {
  const size = Math.floor(count / columns);
  const longer = count % columns;
  return Array.from({ length: Math.min(columns, count) }, (_, column) => ({
    start: column * size + Math.min(column, longer),
    size: size + (column < longer ? 1 : 0),
  }));
}

/**
 * Orders items for react-masonry-css, which deals child i into column i % columns. In this order
 * the dealing fills every column with a contiguous run, so the DOM order (keyboard focus and
 * screen readers) is the item order, running down each column and then on to the next.
 */
export function dealOrder<T>(items: readonly T[], columns: number): T[] {
  const runs = columnRuns(items.length, columns);
  const rows = runs[0]?.size ?? 0;
  return Array.from({ length: rows }, (_, row) =>
    runs.filter(({ size }) => row < size).map(({ start }) => items[start + row]!),
  ).flat();
}

/** The items at the top of the columns, i.e. the first row the visitor sees. */
export function firstRow(count: number, columns: number): number[] {
  return columnRuns(count, columns).map(({ start }) => start);
}
