import {
  breakpointQueries,
  columnRuns,
  columnsAt,
  dealOrder,
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

/** What react-masonry-css does with its children: child i goes to column i % columns. */
const roundRobin = <T>(items: T[], columns: number) =>
  items.reduce<T[][]>((cols, item, i) => {
    (cols[i % columns] ??= []).push(item);
    return cols;
  }, []);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

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
    expect(columnsAt(viewport(px))).toBe(columns);
  });

  it('gives every viewport exactly one layout, the same one the column count names', () => {
    for (const px of [320, 575, 576, 895, 896, 1151, 1152, 1920]) {
      const shown = layouts.filter(({ columns }) => viewport(px)(layoutMedia(columns)));
      expect(shown.map(({ columns }) => columns)).toEqual([columnsAt(viewport(px))]);
    }
  });

  it('has CSS that displays the layout of the column count at every width', () => {
    document.head.innerHTML = `<style>${layoutCss}</style>`;
    const sheet = document.styleSheets[0]!;
    /** The display of each layout at a width, applying the rules whose media query matches. */
    const displayAt = (px: number) =>
      layouts.map(({ columns }) => {
        let display = 'block';
        for (const rule of Array.from(sheet.cssRules) as CSSMediaRule[]) {
          if (!viewport(px)(rule.media.mediaText)) continue;
          for (const inner of Array.from(rule.cssRules) as CSSStyleRule[]) {
            const selects =
              inner.selectorText === '[data-columns]' ||
              inner.selectorText === `[data-columns="${columns}"]`;
            if (selects) display = inner.style.display;
          }
        }
        return display;
      });
    for (const px of [320, 575, 576, 895, 896, 1151, 1152, 1920]) {
      const expected = layouts.map(({ columns }) =>
        columns === columnsAt(viewport(px)) ? 'block' : 'none',
      );
      expect(displayAt(px)).toEqual(expected);
    }
    expect(breakpointQueries).toEqual(layouts.map(({ minWidth }) => `(min-width: ${minWidth}rem)`));
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

  it.each([1, 2, 3, 4])(
    'orders items so react-masonry-css fills %i column(s) in item order',
    (columns) => {
      for (const count of [1, 5, 23, 24, 30]) {
        const columnsDealt = roundRobin(dealOrder(range(count), columns), columns);
        // Reading the columns one after the other (the DOM order) gives the item order.
        expect(columnsDealt.flat()).toEqual(range(count));
        expect(columnsDealt.map((column) => column.length)).toEqual(
          columnRuns(count, columns).map(({ size }) => size),
        );
      }
    },
  );

  it('knows the first row of every layout', () => {
    expect(firstRow(24, 4)).toEqual([0, 6, 12, 18]);
    expect(firstRow(24, 3)).toEqual([0, 8, 16]);
    expect(firstRow(24, 1)).toEqual([0]);
    expect(firstRow(3, 4)).toEqual([0, 1, 2]);
  });
});
