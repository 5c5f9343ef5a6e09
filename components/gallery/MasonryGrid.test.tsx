import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import MasonryGrid from './MasonryGrid';

/** jsdom has no layout: a window.matchMedia for a viewport width that the test can change. */
function emulateViewport(px: number) {
  const lists = new Set<{ query: string; onChange: () => void }>();
  const matches = (query: string) => px >= Number(/min-width: ([\d.]+)rem/.exec(query)![1]) * 16;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, onChange: () => void) => lists.add({ query, onChange }),
      removeEventListener: (_: string, onChange: () => void) =>
        lists.forEach((list) => list.onChange === onChange && lists.delete(list)),
    }) as unknown as MediaQueryList;
  return (width: number) => {
    px = width;
    lists.forEach(({ onChange }) => onChange());
  };
}

const titles = Array.from({ length: 10 }, (_, i) => `Ort ${i + 1}`);
const grid = (
  <MasonryGrid>
    {titles.map((title) => (
      <article key={title}>{title}</article>
    ))}
  </MasonryGrid>
);

const layoutsIn = (element: Element) =>
  Array.from(element.querySelectorAll<HTMLElement>('[data-columns]'));
/** The tiles of each column of a layout, in DOM order. */
const columnsOf = (layout: Element) =>
  Array.from(layout.firstElementChild!.children, (column) =>
    Array.from(column.children, (tile) => tile.textContent),
  );

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('MasonryGrid', () => {
  it('renders every layout on the server, from 1 to 4 columns, each in item order', () => {
    container.innerHTML = renderToString(grid);
    const layouts = layoutsIn(container);
    expect(layouts.map((layout) => layout.dataset.columns)).toEqual(['1', '2', '3', '4']);
    for (const layout of layouts) {
      const columns = columnsOf(layout);
      expect(columns).toHaveLength(Number(layout.dataset.columns));
      expect(columns.flat()).toEqual(titles);
    }
    expect(columnsOf(layouts[3]!)).toEqual([
      ['Ort 1', 'Ort 2', 'Ort 3'],
      ['Ort 4', 'Ort 5', 'Ort 6'],
      ['Ort 7', 'Ort 8'],
      ['Ort 9', 'Ort 10'],
    ]);
  });

  it.each([
    [375, '1'],
    [768, '2'],
    [1024, '3'],
    [1440, '4'],
  ])(
    'hydrates at %i px without warnings and keeps only the displayed %s-column layout, unchanged',
    (px, columns) => {
      emulateViewport(px);
      container.innerHTML = renderToString(grid);
      const displayed = layoutsIn(container).find((layout) => layout.dataset.columns === columns);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      act(() => {
        root = hydrateRoot(container, grid);
      });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      expect(layoutsIn(container)).toEqual([displayed]);
      expect(columnsOf(displayed!).flat()).toEqual(titles);
    },
  );

  it('switches to the layout that fits when the viewport crosses a breakpoint', () => {
    const resize = emulateViewport(1440);
    container.innerHTML = renderToString(grid);
    act(() => {
      root = hydrateRoot(container, grid);
    });
    act(() => resize(700));
    expect(layoutsIn(container).map((layout) => layout.dataset.columns)).toEqual(['2']);
    expect(columnsOf(layoutsIn(container)[0]!)).toEqual([titles.slice(0, 5), titles.slice(5)]);
  });
});
