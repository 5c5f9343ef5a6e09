/**
 * The masonry grid's layouts and its packing.
 *
 * The grid is one list of tiles in item order (reading order = focus order = the content's order).
 * With more than one column the server packs the tiles (`pack`): the first row holds the first
 * items, every further tile goes to one of the columns that end highest at that point, and the
 * columns end close together. It knows every tile's height as a function of the column width: its
 * photo's aspect ratio and a text block of fixed height (`TILE_TEXT`, the card's text held to
 * fixed line counts). So each tile carries, per layout, its column, what stands above it in that
 * column and the shape its photo is shown in; `layoutCss` turns that into positions with `calc()`
 * and the grid's container width (`cqi`), for the first paint, with and without JavaScript, and at
 * any width of the layout.
 *
 * The breakpoints live only here: the CSS, the image `sizes` and the preloads all derive from them.
 */
export const layouts = [
  { columns: 1, minGrid: 0, minWidth: 0, imageWidth: '100vw', packWidth: 0 },
  { columns: 2, minGrid: 33, minWidth: 36, imageWidth: '50vw', packWidth: 21 },
  { columns: 3, minGrid: 52, minWidth: 56, imageWidth: '33vw', packWidth: 19 },
  { columns: 4, minGrid: 68, minWidth: 72, imageWidth: '17rem', packWidth: 17 },
] as const;
// minGrid: the grid's width (rem) from which a layout shows, a container query: so the columns
// follow the text size too (at 200 % text fewer and wider columns hold the cards' lines). minWidth:
// the viewport's width at which the grid has that width with the page's gutters, for the images'
// `sizes` and the preloads. packWidth: the column width (rem) at which a layout is packed, that of
// a typical screen of it (768, 1,024 and 1,440 px). At the layout's other widths the columns keep
// their tiles and the photos their shapes, and the columns' ends move apart by a few pixels.

export type ColumnCount = (typeof layouts)[number]['columns'];

/** Height (rem) of a tile's text block in the packed layouts (components/places/PlaceCard). */
export const TILE_TEXT = 13.25;
/** Space between tiles (rem), across and down. */
const GAP = 1.5;
/** The card's border (px), around its photo and text. */
const BORDER = 1;
const REM = 16;
/**
 * How much a photo may be cropped to even out the columns' ends: shown at most this much taller or
 * less tall than it is (the card crops it around its focal point; the place's page shows it whole).
 */
const CROP = { min: 0.8, max: 1.25 };
/** How many arrangements `arrange` tries at most (a page of 12 tiles needs about 1,300). */
const BUDGET = 5000;
/** A column that ends at least this far (rem) above the longest gets the grid's end card. */
const END_HOLE = 10;

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
 * A length in a column: `photos` column widths of photo (the photos' heights per width, summed)
 * and `tiles` tiles' text, borders and gaps.
 */
export type Stack = { photos: number; tiles: number };
/** A tile's place: its column, what stands above it, and its photo's shown aspect ratio. */
export type Slot = Stack & { column: number; aspect: number };

/** A text block's height with the card's borders and the gap below it (px). */
const TILE_STEP = (TILE_TEXT + GAP) * REM + 2 * BORDER;
const heightOf = ({ photos, tiles }: Stack, width: number) =>
  photos * (width - 2 * BORDER) + tiles * TILE_STEP;

/**
 * Which column each tile goes to. The first `columns` tiles make the first row; each further one
 * goes to a column that ends at most a text block below the highest end so far (the highest
 * first). Of these arrangements, tried depth first up to BUDGET, the one whose columns end closest
 * together wins: the first tried is plain shortest-column-first.
 */
function arrange(heights: number[], columns: number): number[] {
  const columnOf = heights.map((_, index) => index);
  const ends = heights.slice(0, columns);
  let best = { spread: Infinity, columnOf: columnOf.slice() };
  let budget = BUDGET;
  const place = (index: number) => {
    if (index === heights.length) {
      const spread = Math.max(...ends) - Math.min(...ends);
      if (spread < best.spread) best = { spread, columnOf: columnOf.slice() };
      return;
    }
    if (budget-- <= 0 && best.spread < Infinity) return;
    const highest = Math.min(...ends);
    const candidates = ends
      .map((end, column) => ({ end, column }))
      .filter(({ end }) => end <= highest + TILE_STEP)
      .sort((a, b) => a.end - b.end || a.column - b.column);
    for (const { column } of candidates) {
      columnOf[index] = column;
      ends[column]! += heights[index]!;
      place(index + 1);
      ends[column]! -= heights[index]!;
    }
  };
  place(ends.length);
  return best.columnOf;
}

const clamp = (value: number, { min, max }: typeof CROP) => Math.min(max, Math.max(min, value));

/**
 * Packs tiles of the given photo aspect ratios (width / height) into `columns` columns of `width`
 * px (`arrange`), then evens out the columns' ends: each column's photos are shown taller or less
 * tall by one factor within CROP, towards a common end. Returns each tile's slot, each column's
 * end, and where the end card goes: under the column that still ends highest, if that is END_HOLE
 * or more above the longest (`end`, with the length it fills).
 */
export function pack(aspects: number[], columns: number, width: number) {
  const used = Math.min(columns, aspects.length);
  const columnOf = arrange(
    aspects.map((aspect) => heightOf({ photos: 1 / aspect, tiles: 1 }, width)),
    used,
  );
  const natural = Array.from({ length: used }, (_, column) => {
    const mine = aspects.filter((_, index) => columnOf[index] === column);
    return { photos: mine.reduce((sum, aspect) => sum + 1 / aspect, 0), tiles: mine.length };
  });
  // Each column can end anywhere between its photos' least and most tall; midway between the
  // lowest such reach and the highest one is as close together as they can end.
  const reach = (scale: number) =>
    natural.map(({ photos, tiles }) => heightOf({ photos: photos * scale, tiles }, width));
  const target = (Math.max(...reach(CROP.min)) + Math.min(...reach(CROP.max))) / 2;
  const scales = natural.map(({ photos, tiles }) =>
    clamp((target - tiles * TILE_STEP) / (photos * (width - 2 * BORDER)), CROP),
  );
  const bottoms: Stack[] = natural.map(() => ({ photos: 0, tiles: 0 }));
  const slots = aspects.map((aspect, index): Slot => {
    const column = columnOf[index]!;
    const bottom = bottoms[column]!;
    const slot = { column, ...bottom, aspect: aspect / scales[column]! };
    bottom.photos += 1 / slot.aspect;
    bottom.tiles += 1;
    return slot;
  });
  const heights = bottoms.map((bottom) => heightOf(bottom, width));
  const longest = bottoms[heights.indexOf(Math.max(...heights))]!;
  const shortest = heights.indexOf(Math.min(...heights));
  const hole = Math.max(...heights) - heights[shortest]!;
  const end =
    hole >= END_HOLE * REM
      ? {
          column: shortest,
          ...bottoms[shortest]!,
          fill: {
            photos: longest.photos - bottoms[shortest]!.photos,
            tiles: longest.tiles - bottoms[shortest]!.tiles,
          },
        }
      : undefined;
  return { slots, bottoms, end };
}

/** Rounds a number for the CSS (1/10,000: below 0.03 px of a column's width). */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** A length of the layout's CSS (`--column-width`, `--tile-step`: layoutCss), less `less`. */
const stack = ({ photos, tiles }: Stack, less = '0px') =>
  `calc(${round(photos)} * (var(--column-width) - ${2 * BORDER}px) + ${tiles} * var(--tile-step) - ${less})`;

type CustomProperties = React.CSSProperties & Record<`--${string}`, string | number>;

/**
 * The custom properties that place the grid (`grid`, on its column element), each tile (`tiles`) and the
 * end card (`end`) in every packed layout: per layout N `--columns-N-height`; per tile `--x-N` (its
 * column), `--y-N` (the length above it) and `--photo-N` (its photo's shown aspect ratio, in one
 * column its own); and the end card's layouts in `endLayouts`, for the `data-end` attribute.
 */
export function packedLayout(aspects: number[]) {
  const grid: CustomProperties = {};
  const tiles = aspects.map((aspect): CustomProperties => ({ '--photo-1': round(aspect) }));
  const end: CustomProperties = {};
  const endLayouts: number[] = [1];
  for (const { columns, packWidth } of layouts.slice(1)) {
    const packed = pack(aspects, columns, packWidth * REM);
    grid[`--columns-${columns}-height`] =
      `max(${packed.bottoms.map((bottom) => stack(bottom)).join(', ')})`;
    packed.slots.forEach((slot, index) => {
      tiles[index]![`--x-${columns}`] = slot.column;
      tiles[index]![`--y-${columns}`] = stack(slot);
      tiles[index]![`--photo-${columns}`] = round(slot.aspect);
    });
    if (packed.end) {
      endLayouts.push(columns);
      end[`--x-${columns}`] = packed.end.column;
      end[`--y-${columns}`] = stack(packed.end);
      end[`--end-${columns}-height`] = stack(packed.end.fill, `${GAP}rem`);
    }
  }
  return { grid, tiles, end, endLayouts: endLayouts.join(' ') };
}

/**
 * Per layout, from narrow to wide (the last matching query wins). One column: the tiles in flow,
 * the end card last. More: the grid's element is a size container (MasonryGrid.module.css) whose
 * width picks the layout and gives the column width (`cqi`); its column element, on which the
 * lengths are declared, is as tall as the longest column; each tile stands at its column and
 * height, its photo in its shape; the end card fills the hole under its column, in the layouts
 * that have one.
 */
export const layoutCss = [
  `[data-masonry]>div{--tile-step:calc(var(--tile-text) + ${2 * BORDER}px + ${GAP}rem)}`,
  `[data-masonry]>div>div{padding-bottom:${GAP}rem;--tile-photo:var(--photo-1)}`,
  `[data-end]{display:none}[data-end~="1"]{display:block}`,
  ...layouts
    .slice(1)
    .map(
      ({ columns, minGrid }) =>
        `@container (min-width: ${minGrid}rem){` +
        `[data-masonry]>div{--tile-text:${TILE_TEXT}rem;` +
        `--column-width:calc((100cqi - ${columns - 1} * ${GAP}rem) / ${columns});` +
        `height:var(--columns-${columns}-height)}` +
        `[data-masonry]>div>div{position:absolute;width:var(--column-width);` +
        `left:calc(var(--x-${columns}) * (var(--column-width) + ${GAP}rem));top:var(--y-${columns});` +
        `--tile-photo:var(--photo-${columns})}` +
        `[data-end]{display:none}[data-end~="${columns}"]{display:block}` +
        `[data-end]>*{height:var(--end-${columns}-height)}}`,
    ),
].join('');

/** The `sizes` attribute of a tile's image: a column's width in every layout. */
export const tileSizes = [...layouts]
  .reverse()
  .map(({ minWidth, imageWidth }) =>
    minWidth ? `${minWidthQuery(minWidth)} ${imageWidth}` : imageWidth,
  )
  .join(', ');

/** The items at the top of the columns, i.e. the first row the visitor sees: the first ones. */
export function firstRow(count: number, columns: number): number[] {
  return Array.from({ length: Math.min(count, columns) }, (_, index) => index);
}
