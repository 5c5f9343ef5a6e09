import places from '@/content/places.json';
import { apart } from './apart';
import { project } from './projection';

const gaps = (points: { x: number; y: number }[]) =>
  points.flatMap((a, index) =>
    points.slice(index + 1).map((b) => Math.hypot(b.x - a.x, b.y - a.y)),
  );

test('two points on the same spot go apart sideways, around it, the first to the left', () => {
  const [first, second] = apart(
    [
      { x: 100, y: 50 },
      { x: 100, y: 50 },
    ],
    20,
  );
  expect([first!.x, first!.y, second!.x, second!.y].map((value) => value.toFixed(2))).toEqual([
    '90.00',
    '50.00',
    '110.00',
    '50.00',
  ]);
});

test('a close pair goes apart along the line between them; points far enough stay put', () => {
  const [a, b, far] = apart(
    [
      { x: 0, y: 0, name: 'a' },
      { x: 6, y: 8, name: 'b' },
      { x: 500, y: 500, name: 'far' },
    ],
    20,
  );
  expect(a!.x).toBeCloseTo(-3);
  expect(a!.y).toBeCloseTo(-4);
  expect(b!.x).toBeCloseTo(9);
  expect(b!.y).toBeCloseTo(12);
  expect(far).toEqual({ x: 500, y: 500, name: 'far' });
});

test('the sample places end up at least the distance apart, none moved further than it', () => {
  const projected = places.map(({ slug, location }) => ({
    slug,
    ...project(location.lng, location.lat),
  }));
  expect(Math.min(...gaps(projected))).toBeLessThan(2);
  const moved = apart(projected, 20);
  expect(Math.min(...gaps(moved))).toBeGreaterThanOrEqual(20 - 1e-3);
  for (const [index, point] of moved.entries()) {
    const from = projected[index]!;
    expect(point.slug).toBe(from.slug);
    expect(Math.hypot(point.x - from.x, point.y - from.y)).toBeLessThan(20);
  }
});

test('six places on one spot spread round it (not along a line), each the distance from the others', () => {
  const spot = Array.from({ length: 6 }, () => ({ x: 400, y: 200 }));
  const moved = apart(spot, 20);
  expect(Math.min(...gaps(moved))).toBeGreaterThanOrEqual(20 - 1e-3);
  // In a line they would reach 50 units out.
  for (const point of moved) expect(Math.hypot(point.x - 400, point.y - 200)).toBeLessThan(40);
});
