import { svgNumber, viewBox, type Box } from '@/lib/map/projection';
import { Land } from './UsaMap';
import styles from './Locator.module.css';

/** The locator's width, as a share of the detail's. */
const SHARE = 0.3;

type Point = { x: number; y: number };

/** The corner of the box farthest from every point: where the locator covers nothing. */
function freeCorner(box: Box, width: number, height: number, points: Point[]): Point {
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
  return corners.reduce((best, corner) => (distance(corner) > distance(best) ? corner : best));
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
};

/**
 * Inside a drawn detail of the USA: the whole USA small in a corner, the detail framed on it, so
 * that one sees where the detail lies. A picture only (the drawing's name says what it shows).
 */
export default function Locator({ box, avoid }: Props) {
  const width = box.width * SHARE;
  const height = (width * viewBox.height) / viewBox.width;
  const corner = freeCorner(box, width, height, avoid);
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
