import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import MasonryGrid from './MasonryGrid';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

const titles = Array.from({ length: 10 }, (_, i) => `Ort ${i + 1}`);
// Photos of three shapes: square, landscape (3:2), portrait (2:3).
const aspects = titles.map((_, i) => [1, 3 / 2, 2 / 3][i % 3]!);
const grid = (
  <MasonryGrid aspects={aspects}>
    {titles.map((title) => (
      <article key={title}>{title}</article>
    ))}
  </MasonryGrid>
);

const tilesIn = (element: Element) =>
  Array.from(element.querySelectorAll('article'), (tile) => tile.textContent);

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  push.mockClear();
  prefetch.mockClear();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('MasonryGrid', () => {
  it('renders each tile once on the server, in item order, in one column element', () => {
    container.innerHTML = renderToString(grid);
    expect(tilesIn(container)).toEqual(titles);
    const columns = container.querySelectorAll('[data-masonry] > div');
    expect(columns).toHaveLength(1);
    expect(tilesIn(columns[0]!)).toEqual(titles);
  });

  it('carries the packed layouts: the grid its height, each tile its column and height', () => {
    container.innerHTML = renderToString(grid);
    const column = container.querySelector<HTMLElement>('[data-masonry] > div')!;
    expect(column.style.getPropertyValue('--columns-4-height')).toMatch(/^max\(calc\(/);
    const tiles = Array.from(column.querySelectorAll<HTMLElement>(':scope > div'));
    // At 4 columns the first four tiles stand at the top of columns 0 to 3, in item order.
    expect(tiles.slice(0, 5).map((tile) => tile.style.getPropertyValue('--x-4'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      // The fifth under the shortest: the landscape photo of tile 2 (column 1).
      '1',
    ]);
    // It stands under one tile: that tile's photo and text block.
    expect(tiles[4]!.style.getPropertyValue('--y-4')).toMatch(
      /^calc\(0\.\d+ \* \(var\(--column-width\) - 2px\) \+ 1 \* var\(--tile-step\) - 0px\)$/,
    );
  });

  it.each([375, 768, 1440])('hydrates at %i px without warnings and changes nothing', (px) => {
    window.innerWidth = px;
    container.innerHTML = renderToString(grid);
    const before = container.innerHTML;
    const firstTile = container.querySelector('article');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, grid);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('article')).toBe(firstTile);
  });

  /** A grid of one tile with a plain link, hydrated; returns the link. */
  const hydratedLink = (scroll?: false) => {
    const linked = (
      <MasonryGrid aspects={[1]} scroll={scroll}>
        <article>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as PlaceCard renders it */}
          <a href="/galerie/ort-1" data-soft="">
            Ort 1
          </a>
        </article>
      </MasonryGrid>
    );
    container.innerHTML = renderToString(linked);
    act(() => {
      root = hydrateRoot(container, linked);
    });
    return container.querySelector('a')!;
  };
  const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    act(() => {
      link.dispatchEvent(event);
    });
    return event;
  };

  it.each([
    [undefined, true],
    [false as const, false],
  ])('opens a tile’s plain link client-side (scroll %s), prefetched on focus', (scroll, kept) => {
    const link = hydratedLink(scroll);
    act(() => link.focus());
    expect(prefetch).toHaveBeenCalledWith('/galerie/ort-1');
    expect(click(link).defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/galerie/ort-1', { scroll: kept });
  });

  it('leaves a click with a modifier key (new tab) to the browser', () => {
    expect(click(hydratedLink(), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});
