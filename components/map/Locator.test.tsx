import { freeCorner } from './Locator';

const box = { x: 0, y: 0, width: 400, height: 250 };
const place = { x: 390, y: 240 };
const topLeft = { left: 0, right: 150, top: 0, bottom: 20 };

describe('freeCorner', () => {
  it('takes the corner farthest from what the map shows', () => {
    expect(freeCorner(box, 120, 75, [place])).toEqual({ x: 0, y: 0 });
  });

  it('passes over a corner that would cover a name, for the farthest of the others', () => {
    expect(freeCorner(box, 120, 75, [place], [topLeft])).toEqual({ x: 0, y: 175 });
  });

  it('covers as little of the names as it can when every corner covers some', () => {
    const everywhere = { left: 0, right: 400, top: 0, bottom: 250 };
    expect(freeCorner(box, 120, 75, [place], [everywhere])).toEqual({ x: 0, y: 0 });
    // All covered alike but the farthest, which covers a name more: the farthest of the others.
    expect(freeCorner(box, 120, 75, [place], [everywhere, topLeft])).toEqual({ x: 0, y: 175 });
  });
});
