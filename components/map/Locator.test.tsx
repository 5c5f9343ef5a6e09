import type { Rect } from '@/lib/map/labels';
import { freeCorner } from './Locator';

const box = { x: 0, y: 0, width: 400, height: 250 };
const size = { width: 120, height: 75 };
const place = { x: 390, y: 240 };
const isTopLeft = (locator: Rect) => locator.left === 0 && locator.top === 0;

describe('freeCorner', () => {
  it('takes the corner farthest from what the map shows', () => {
    expect(freeCorner(box, size, [place])).toEqual({ x: 0, y: 0 });
  });

  it('passes over a corner that costs more (covers a name), for the farthest of the others', () => {
    expect(freeCorner(box, size, [place], (locator) => (isTopLeft(locator) ? 40 : 0))).toEqual({
      x: 0,
      y: 175,
    });
  });

  it('takes the corner of least cost when every corner costs some, the farthest of equals', () => {
    expect(freeCorner(box, size, [place], () => 10)).toEqual({ x: 0, y: 0 });
    const bottomRightCheapest = (locator: Rect) =>
      locator.left === 280 && locator.top === 175 ? 5 : 10;
    expect(freeCorner(box, size, [place], bottomRightCheapest)).toEqual({ x: 280, y: 175 });
  });
});
