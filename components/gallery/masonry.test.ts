import {
  firstRow,
  layoutCss,
  layoutMedia,
  layouts,
  pack,
  packedLayout,
  tileSizes,
  TILE_TEXT,
} from './masonry';

/** A viewport of `px` CSS pixels (16 px per rem), answering min-width/max-width queries. */
const viewport = (px: number) => (query: string) =>
  query.split(' and ').every((part) => {
    const [, kind, rem] = /\((min|max)-width: ([\d.]+)rem\)/.exec(part)!;
    return kind === 'min' ? px >= Number(rem) * 16 : px <= Number(rem) * 16;
  });

/** The page's content width at a viewport width: less its gutters, clamp(1rem, 4vw, 2rem). */
const gridWidth = (px: number) => px - 2 * Math.min(32, Math.max(16, 0.04 * px));

/** The layout the container queries of `layoutCss` pick for a grid of `px` CSS pixels. */
const columnsAt = (px: number) => {
  let columns = 1;
  for (const [, rem, count] of layoutCss.matchAll(
    /@container \(min-width: ([\d.]+)rem\)\{[^@]*?--columns-(\d)-height/g,
  ))
    if (px >= Number(rem) * 16) columns = Number(count);
  return columns;
};

describe('breakpoints', () => {
  it.each([
    // The grid's width switches layouts within a few pixels of the viewport's media queries.
    [320, 1],
    [375, 1],
    [570, 1],
    [580, 2],
    [768, 2],
    [890, 2],
    [900, 3],
    [1024, 3],
    [1145, 3],
    [1155, 4],
    [1440, 4],
    [2560, 4],
  ])('%i px wide shows %i column(s), as the images’ sizes and preloads expect', (px, columns) => {
    expect(columnsAt(gridWidth(px))).toBe(columns);
    expect(layouts.filter((layout) => viewport(px)(layoutMedia(layout.columns)))).toEqual([
      expect.objectContaining({ columns }),
    ]);
  });

  it('places the tiles of each layout in its columns, with its heights and photo shapes', () => {
    for (const { columns, minGrid } of layouts.slice(1)) {
      const rules = new RegExp(`@container \\(min-width: ${minGrid}rem\\)\\{([^@]*)\\}`).exec(
        layoutCss,
      )![1]!;
      expect(rules).toContain(
        `--column-width:calc((100cqi - ${columns - 1} * 1.5rem) / ${columns})`,
      );
      expect(rules).toContain(`height:var(--columns-${columns}-height)`);
      expect(rules).toContain(`left:calc(var(--x-${columns}) * (var(--column-width) + 1.5rem))`);
      expect(rules).toContain(`top:var(--y-${columns})`);
      expect(rules).toContain(`--tile-photo:var(--photo-${columns})`);
      expect(rules).toContain(`[data-end~="${columns}"]{display:block}`);
    }
  });

  it('follows the text size: at 200 % text a 1,280 px screen shows 2 columns', () => {
    // Container queries in rem read the root's font size, 32 px here, and the gutters are 2rem:
    // a grid of 1,152 px is one of 36rem.
    expect(columnsAt((1280 - 2 * 64) / 2)).toBe(2);
  });

  it('describes the tile width of every layout in the image sizes, widest first', () => {
    expect(tileSizes).toBe(
      '(min-width: 72rem) 17rem, (min-width: 56rem) 33vw, (min-width: 36rem) 50vw, 100vw',
    );
  });
});

/** Where a column ends (px) when `width` px wide: photos, text blocks, borders and gaps. */
const endOf = ({ photos, tiles }: { photos: number; tiles: number }, width: number) =>
  photos * (width - 2) + tiles * (TILE_TEXT * 16 + 2 + 24);

describe('packing tiles into columns', () => {
  const square = 1;
  const tall = 2 / 3;
  const wide = 16 / 9;
  /** Photos of mixed shapes, as a gallery has them. */
  const mixed = (count: number) =>
    Array.from({ length: count }, (_, i) => [tall, wide, square, 4 / 3, 3 / 4][i % 5]!);

  it('puts the first items in the first row, from left to right', () => {
    const { slots } = pack([tall, wide, tall, square, wide, square], 4, 272);
    expect(slots.slice(0, 4).map(({ column, tiles }) => [column, tiles])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(firstRow(6, 4)).toEqual([0, 1, 2, 3]);
    expect(firstRow(3, 4)).toEqual([0, 1, 2]);
  });

  it('puts a further item under a column that ends high, never under one a text block lower', () => {
    // Column 0 holds a tall photo, column 1 a wide one, far shorter: the third tile goes there.
    expect(pack([tall, wide, square], 2, 336).slots[2]).toMatchObject({ column: 1, tiles: 1 });
  });

  it.each([2, 3, 4])('ends %i columns of a page of 12 less than 10 px apart', (columns) => {
    const width = 272;
    const { bottoms } = pack(mixed(12), columns, width);
    const ends = bottoms.map((bottom) => endOf(bottom, width));
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(10);
    expect(bottoms.reduce((sum, { tiles }) => sum + tiles, 0)).toBe(12);
  });

  it('crops a photo at most to 1.25 times or 0.8 times its height', () => {
    const aspects = mixed(7);
    const { slots } = pack(aspects, 4, 272);
    slots.forEach((slot, index) => {
      const scale = aspects[index]! / slot.aspect;
      expect(scale).toBeGreaterThanOrEqual(0.8 - 1e-9);
      expect(scale).toBeLessThanOrEqual(1.25 + 1e-9);
    });
    // Each tile stands on the one above it: what is above it is the sum of the shown photos.
    const inColumn = slots.filter(({ column }) => column === slots[4]!.column);
    expect(inColumn[1]!.photos).toBeCloseTo(1 / inColumn[0]!.aspect);
  });

  it('fills a hole that cropping cannot close with the end card, down to the longest column', () => {
    // 7 tiles in 4 columns: one column holds a single tile.
    const width = 272;
    const { bottoms, end } = pack(mixed(7), 4, width);
    const ends = bottoms.map((bottom) => endOf(bottom, width));
    expect(end).toBeDefined();
    expect(endOf(bottoms[end!.column]!, width)).toBe(Math.min(...ends));
    expect(endOf(bottoms[end!.column]!, width) + endOf(end!.fill, width)).toBeCloseTo(
      Math.max(...ends),
    );
    // A page whose columns end together has none.
    expect(pack(mixed(12), 4, width).end).toBeUndefined();
  });

  it('writes every packed layout as custom properties of the grid, each tile and the end card', () => {
    const layout = packedLayout([square, wide]);
    expect(layout.tiles).toHaveLength(2);
    expect(layout.tiles[1]).toMatchObject({
      '--x-2': 1,
      '--x-3': 1,
      '--x-4': 1,
      '--photo-1': 1.7778,
    });
    expect(layout.tiles[1]!['--y-4']).toBe(
      'calc(0 * (var(--column-width) - 2px) + 0 * var(--tile-step) - 0px)',
    );
    expect(layout.grid['--columns-2-height']).toMatch(
      /^max\(calc\([\d.]+ \* \(var\(--column-width\) - 2px\) \+ 1 \* var\(--tile-step\) - 0px\), calc\(/,
    );
    // Two tiles side by side, a photo's height apart at most: no end card but on a phone.
    expect(layout.endLayouts).toBe('1');
  });
});
