import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import MasonryGrid from './MasonryGrid';

const titles = Array.from({ length: 10 }, (_, i) => `Ort ${i + 1}`);
const grid = (
  <MasonryGrid>
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
    // 10 tiles: columns of 5 + 5, 4 + 3 + 3 and 3 + 3 + 2 + 2.
    expect(
      Array.from(columns[0]!.children, (tile) => tile.getAttribute('data-column-start')),
    ).toEqual([null, null, null, '4', '3', '2', '4', '3', '4', null]);
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
});
