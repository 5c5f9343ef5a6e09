/** A point of a drawn map, in the projection's units. */
type Point = { x: number; y: number };

/** How close two points may be and still count as `distance` apart (rounding of the pushes). */
const TOLERANCE = 1e-6;
/** How far apart points on the very same spot start, in the projection's units. */
const HAIR = 1e-3;
/** The golden angle, in radians: directions that repeat least. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * The points moved apart where two lie closer than `distance`, so that each dot of a drawn map can
 * be seen and tapped (New York City and the Statue of Liberty lie 1.5 units apart, under one dot).
 * Each round pushes every such pair apart along the line between them, each point by half of what
 * is missing; a pair on the very same spot goes apart sideways, the first to the left. Points far
 * enough from all others stay where they are. A few rounds (`rounds`) settle what one push does to
 * the neighbours; a crowd on one spot may end a little closer than `distance`. O(n²) a round: for
 * the map's few places, not for thousands.
 */
export function apart<T extends Point>(points: T[], distance: number, rounds = 30): T[] {
  // Points on the very same spot start a hair's breadth apart, each further one turned by the
  // golden angle from the one before, so that the pushes spread them round the spot, not along
  // one line (the second to the right of the first).
  const onSpot = new Map<string, number>();
  const moved = points.map((point) => {
    const spot = `${point.x},${point.y}`;
    const before = onSpot.get(spot) ?? 0;
    onSpot.set(spot, before + 1);
    const turn = (before - 1) * GOLDEN_ANGLE;
    return before
      ? { ...point, x: point.x + HAIR * Math.cos(turn), y: point.y + HAIR * Math.sin(turn) }
      : { ...point };
  });
  for (let round = 0; round < rounds; round++) {
    let pushed = false;
    for (const [index, a] of moved.entries()) {
      for (const b of moved.slice(index + 1)) {
        const [dx, dy] = [b.x - a.x, b.y - a.y];
        const gap = Math.hypot(dx, dy);
        if (gap >= distance - TOLERANCE) continue;
        const [ux, uy] = gap ? [dx / gap, dy / gap] : [1, 0];
        const half = (distance - gap) / 2;
        Object.assign(a, { x: a.x - ux * half, y: a.y - uy * half });
        Object.assign(b, { x: b.x + ux * half, y: b.y + uy * half });
        pushed = true;
      }
    }
    if (!pushed) break;
  }
  return moved;
}
