import { boxAround, outlinePath, project, viewBox } from './projection';
import places from '@/content/places.json';

describe('the start page map projection', () => {
  const inside = ({ x, y }: { x: number; y: number }, margin: number) => {
    expect(x).toBeGreaterThanOrEqual(viewBox.x + margin);
    expect(x).toBeLessThanOrEqual(viewBox.x + viewBox.width - margin);
    expect(y).toBeGreaterThanOrEqual(viewBox.y + margin);
    expect(y).toBeLessThanOrEqual(viewBox.y + viewBox.height - margin);
  };

  it('keeps the outline and every sample place with its dot inside the picture', () => {
    for (const [, x, y] of outlinePath().matchAll(/(-?[\d.]+) (-?[\d.]+)/g)) {
      inside({ x: Number(x), y: Number(y) }, 2);
    }
    for (const { location } of places) inside(project(location.lng, location.lat), 10);
  });

  it('keeps west left of east and north above south in the lower 48 states', () => {
    const seattle = project(-122.33, 47.61);
    const boston = project(-71.06, 42.36);
    const keyWest = project(-81.78, 24.56);
    expect(seattle.x).toBeLessThan(boston.x);
    expect(boston.y).toBeLessThan(keyWest.y);
  });

  it('draws Alaska and Hawaii as insets in the lower left, below the lower 48 states', () => {
    const denali = project(-151.0, 63.07);
    const waikiki = project(-157.83, 21.28);
    const sanDiego = project(-117.16, 32.72);
    for (const inset of [denali, waikiki]) {
      expect(inset.x).toBeLessThan(viewBox.width / 2);
      expect(inset.y).toBeGreaterThan(sanDiego.y);
    }
  });

  it('gives one closed path per outline ring', () => {
    const path = outlinePath();
    expect(path.match(/M/g)).toHaveLength(6);
    expect(path.match(/Z/g)).toHaveLength(6);
    expect(path).not.toMatch(/NaN/);
  });

  it('frames a detail around points: their middle, the aspect asked for, a margin, a least width', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 300, y: 150 },
    ];
    const box = boxAround(points, { aspect: 2, minWidth: 50, margin: 0.1 });
    expect(box).toEqual({ x: 75, y: 62.5, width: 250, height: 125 });
    const single = boxAround([{ x: 10, y: 20 }], { aspect: 2, minWidth: 50, margin: 0.1 });
    expect(single).toEqual({ x: -15, y: 7.5, width: 50, height: 25 });
  });
});
