import type { Rect } from '@/lib/map/labels';
import { svgNumber, viewBox, type Box } from '@/lib/map/projection';
import { Land } from './UsaMap';
import styles from './Locator.module.css';

/** The locator's width, as a share of the detail's. */
const SHARE = 0.3;

type Point = { x: number; y: number };

/**
 * The corner where the locator covers least of the areas to keep clear (names: a point is only
 * where a name starts), of those the farthest from every point.
 */
export function freeCorner(
  box: Box,
  width: number,
  height: number,
  points: Point[],
  keepClear: Rect[] = [],
): Point {
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width - width, y: box.y },
    { x: box.x, y: box.y + box.height - height },
    { x: box.x + box.width - width, y: box.y + box.height - height },
  ];
  const distance = (corner: Point) =>
    Math.min(
      ...points.map(({ x, y }) =>
        Math.hypot(x - (corner.x + width / 2), y - (corner.y + height / 2)),
      ),
    );
  const covered = (corner: Point) =>
    keepClear.reduce(
      (sum, area) =>
        sum +
        Math.max(0, Math.min(corner.x + width, area.right) - Math.max(corner.x, area.left)) *
          Math.max(0, Math.min(corner.y + height, area.bottom) - Math.max(corner.y, area.top)),
      0,
    );
  const better = (corner: Point, best: Point) =>
    covered(corner) < covered(best) ||
    (covered(corner) === covered(best) && distance(corner) > distance(best));
  return corners.reduce((best, corner) => (better(corner, best) ? corner : best));
}

/** The detail's frame on the locator: its box, cut to the locator's edges so it is seen whole. */
function framed(box: Box) {
  const x = Math.max(box.x, viewBox.x);
  const y = Math.max(box.y, viewBox.y);
  const right = Math.min(box.x + box.width, viewBox.x + viewBox.width);
  const bottom = Math.min(box.y + box.height, viewBox.y + viewBox.height);
  return {
    x: svgNumber(x),
    y: svgNumber(y),
    width: svgNumber(right - x),
    height: svgNumber(bottom - y),
  };
}

type Props = {
  /** The detail the drawing shows, in the projection's units. */
  box: Box;
  /** What the detail shows (dots, names): the locator takes the corner farthest from them. */
  avoid: Point[];
  /** Areas the locator covers as little of as a corner allows (the names' text). */
  keepClear?: Rect[];
};

/**
 * Inside a drawn detail of the USA: the whole USA small in a corner, the detail framed on it, so
 * that one sees where the detail lies. A picture only (the drawing's name says what it shows).
 */
export default function Locator({ box, avoid, keepClear }: Props) {
  const width = box.width * SHARE;
  const height = (width * viewBox.height) / viewBox.width;
  const corner = freeCorner(box, width, height, avoid, keepClear);
  return (
    <g
      transform={`translate(${svgNumber(corner.x)} ${svgNumber(corner.y)}) scale(${(width / viewBox.width).toFixed(4)}) translate(${-viewBox.x} ${-viewBox.y})`}
      aria-hidden="true"
    >
      <rect {...viewBox} className={styles.background} vectorEffect="non-scaling-stroke" />
      <Land />
      <rect {...framed(box)} className={styles.frame} vectorEffect="non-scaling-stroke" />
    </g>
  );
}
