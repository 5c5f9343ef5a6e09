import { dotArea, labelClashes, placeLabels, type Dot, type Rect } from '@/lib/map/labels';
import { svgNumber, viewBox, type Box } from '@/lib/map/projection';
import { Land } from './UsaMap';
import styles from './Locator.module.css';

/** The locator's width, as a share of the detail's. */
const SHARE = 0.3;
/**
 * Its distance from the detail's edges, as a share of the detail's width: flush with them, the
 * outer half of its border and of its frame's line was cut off by the drawing's edge.
 */
const INSET = 0.015;

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/** The locator's size in a detail `box`: the whole USA at 30 % of the detail's width. */
export function locatorSize(box: Box): Size {
  const width = box.width * SHARE;
  return { width, height: (width * viewBox.height) / viewBox.width };
}

/** The area a locator of `size` takes in a corner. */
export const locatorArea = ({ x, y }: Point, { width, height }: Size): Rect => ({
  left: x,
  right: x + width,
  top: y,
  bottom: y + height,
});

/**
 * The corner where the locator costs least (`cost` gets its area there: e.g. how much of the
 * names and dots it covers, with the names placed around it), of those the farthest from every
 * point (what the detail shows).
 */
export function freeCorner(
  box: Box,
  size: Size,
  points: Point[],
  cost: (locator: Rect) => number = () => 0,
): Point {
  const inset = box.width * INSET;
  const [left, top] = [box.x + inset, box.y + inset];
  const right = box.x + box.width - inset - size.width;
  const bottom = box.y + box.height - inset - size.height;
  const corners = [
    { x: left, y: top },
    { x: right, y: top },
    { x: left, y: bottom },
    { x: right, y: bottom },
  ].map((corner) => ({
    corner,
    cost: cost(locatorArea(corner, size)),
    distance: Math.min(
      ...points.map(({ x, y }) =>
        Math.hypot(x - (corner.x + size.width / 2), y - (corner.y + size.height / 2)),
      ),
    ),
  }));
  const better = (a: (typeof corners)[number], b: (typeof corners)[number]) =>
    a.cost < b.cost || (a.cost === b.cost && a.distance > b.distance);
  return corners.reduce((best, next) => (better(next, best) ? next : best)).corner;
}

/**
 * A drawn detail's overview and names: the overview first, in the corner where, with the names
 * placed around it, it and the names cover least of each other and of the dots.
 */
export function detailLayout(dots: Dot[], box: Box, fontSize: number, gap: number) {
  const size = locatorSize(box);
  const namesBeside = (locator: Rect) => placeLabels(dots, box, fontSize, gap, [locator]);
  const dotAreas = dots.map((dot) => dotArea(dot, gap));
  const corner = freeCorner(box, size, dots, (locator) =>
    labelClashes(namesBeside(locator), dotAreas, locator),
  );
  return { corner, labels: namesBeside(locatorArea(corner, size)) };
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
  /** The corner it takes (`freeCorner`). */
  corner: Point;
};

/**
 * Inside a drawn detail of the USA: the whole USA small in a corner, the detail framed on it, so
 * that one sees where the detail lies. A picture only (the drawing's name says what it shows).
 */
export default function Locator({ box, corner }: Props) {
  const { width } = locatorSize(box);
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
