import {
  columnRuns,
  columnStarts,
  firstRow,
  layoutCss,
  layoutMedia,
  layouts,
  tileSizes,
} from './masonry';

/** A viewport of `px` CSS pixels (16 px per rem), answering min-width/max-width queries. */
const viewport = (px: number) => (query: string) =>
  query.split(' and ').every((part) => {
    const [, kind, rem] = /\((min|max)-width: ([\d.]+)rem\)/.exec(part)!;
    return kind === 'min' ? px >= Number(rem) * 16 : px <= Number(rem) * 16;
  });

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The layout CSS's declarations for an element at a viewport width (later rules win). */
function styleAt(px: number, element: Element) {
  document.head.innerHTML = `<style>${layoutCss}</style>`;
  let applied: string | undefined;
  for (const rule of Array.from(document.styleSheets[0]!.cssRules) as CSSMediaRule[]) {
    if (!viewport(px)(rule.media.mediaText)) continue;
    for (const inner of Array.from(rule.cssRules) as CSSStyleRule[]) {
      if (element.matches(inner.selectorText)) applied = inner.style.cssText;
    }
  }
  return applied;
}

/** A grid as MasonryGrid renders it, with tiles carrying the given `data-column-start` values. */
function gridWith(starts: string[]) {
  document.body.innerHTML = `<div data-masonry><div>${starts
    .map((start) => `<div data-column-start="${start}"></div>`)
    .join('')}</div></div>`;
  const column = document.querySelector('[data-masonry] > div')!;
  return { column, tiles: Array.from(column.children) };
}

describe('breakpoints', () => {
  it.each([
    [320, 1],
    [375, 1],
    [575, 1],
    [576, 2],
    [768, 2],
    [896, 3],
    [1024, 3],
    [1151, 3],
    [1152, 4],
    [1440, 4],
    [2560, 4],
  ])('%i px wide shows %i column(s)', (px, columns) => {
    const { column, tiles } = gridWith(['2', '3', '4', '2 4', '3 4']);
    expect(styleAt(px, column)).toBe(`column-count: ${columns};`);
    // A break goes before exactly the tiles that start a column in this layout.
    expect(tiles.map((tile) => styleAt(px, tile))).toEqual(
      tiles.map((tile) =>
        tile.getAttribute('data-column-start')!.split(' ').includes(String(columns))
          ? 'break-before: column;'
          : 'break-before: auto;',
      ),
    );
  });

  it('gives every viewport exactly one layout', () => {
    for (const px of [320, 575, 576, 895, 896, 1151, 1152, 1920]) {
      const shown = layouts.filter(({ columns }) => viewport(px)(layoutMedia(columns)));
      expect(shown).toHaveLength(1);
    }
  });

  it('describes the tile width of every layout in the image sizes, widest first', () => {
    expect(tileSizes).toBe(
      '(min-width: 72rem) 17rem, (min-width: 56rem) 33vw, (min-width: 36rem) 50vw, 100vw',
    );
  });
});

describe('dealing items into columns', () => {
  it.each([
    [24, 4, [6, 6, 6, 6]],
    [24, 3, [8, 8, 8]],
    [7, 4, [2, 2, 2, 1]],
    [6, 4, [2, 2, 1, 1]],
    [2, 4, [1, 1]],
    [0, 3, []],
  ])('%i items in %i columns: contiguous runs of %j', (count, columns, sizes) => {
    const runs = columnRuns(count, columns);
    expect(runs.map(({ size }) => size)).toEqual(sizes);
    expect(runs.flatMap(({ start, size }) => range(size).map((i) => start + i))).toEqual(
      range(count),
    );
  });

  it('marks the items that start a column other than the first, per column count', () => {
    const starts = columnStarts(24);
    expect(starts[0]).toBeUndefined();
    expect(starts[6]).toBe('4');
    expect(starts[8]).toBe('3');
    expect(starts[12]).toBe('2 4');
    expect(starts[16]).toBe('3');
    expect(starts[18]).toBe('4');
    expect(starts.filter(Boolean)).toHaveLength(5);
    expect(columnStarts(3)).toEqual([undefined, '3 4', '2 3 4']);
  });

  it('knows the first row of every layout', () => {
    expect(firstRow(24, 4)).toEqual([0, 6, 12, 18]);
    expect(firstRow(24, 3)).toEqual([0, 8, 16]);
    expect(firstRow(24, 1)).toEqual([0]);
    expect(firstRow(3, 4)).toEqual([0, 1, 2]);
  });
});
