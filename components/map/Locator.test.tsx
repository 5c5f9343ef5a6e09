import type { Rect } from '@/lib/map/labels';
import { freeCorner } from './Locator';

const box = { x: 0, y: 0, width: 400, height: 250 };
const size = { width: 120, height: 75 };
const place = { x: 390, y: 240 };
/** The corners, 6 units (1.5 % of the width) inside the box's edges. */
const [topLeft, bottomLeft, bottomRight] = [
  { x: 6, y: 6 },
  { x: 6, y: 169 },
  { x: 274, y: 169 },
];
const isTopLeft = (locator: Rect) => locator.left === 6 && locator.top === 6;

describe('freeCorner', () => {
  it('takes the corner farthest from what the map shows', () => {
    expect(freeCorner(box, size, [place])).toEqual(topLeft);
  });

  it('passes over a corner that costs more (covers a name), for the farthest of the others', () => {
    expect(freeCorner(box, size, [place], (locator) => (isTopLeft(locator) ? 40 : 0))).toEqual(
      bottomLeft,
    );
  });

  it('takes the corner of least cost when every corner costs some, the farthest of equals', () => {
    expect(freeCorner(box, size, [place], () => 10)).toEqual(topLeft);
    const bottomRightCheapest = (locator: Rect) =>
      locator.left === 274 && locator.top === 169 ? 5 : 10;
    expect(freeCorner(box, size, [place], bottomRightCheapest)).toEqual(bottomRight);
  });
});

describe('the locator in its corner', () => {
  it('keeps off the box’s edges, so its border is drawn whole', () => {
    for (const cost of [() => 0, (locator: Rect) => (isTopLeft(locator) ? 1 : 0)]) {
      const { x, y } = freeCorner(box, size, [place], cost);
      expect(x).toBeGreaterThan(box.x);
      expect(y).toBeGreaterThan(box.y);
      expect(x + size.width).toBeLessThan(box.x + box.width);
      expect(y + size.height).toBeLessThan(box.y + box.height);
    }
  });
});
