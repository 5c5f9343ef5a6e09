import { getTranslations } from 'next-intl/server';
import type { PlaceEntry } from '@/lib/content';
import { placeLabels } from '@/lib/map/labels';
import { boxAround, partOf, project, viewBox, type Box } from '@/lib/map/projection';
import UsaMap, { Land } from './UsaMap';
import styles from './NearbyMap.module.css';

/** The detail's proportions, and its least width in the projection's units (about 900 km). */
const ASPECT = 16 / 10;
const MIN_WIDTH = 160;
/** Sizes relative to the detail's width: as if it were this many pixels wide. */
const NOMINAL_WIDTH = 400;
/** The small map of all the USA in a corner, which shows where the detail lies: its width. */
const LOCATOR_SHARE = 0.3;

const round = (value: number) => value.toFixed(1);

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
  return { x: round(x), y: round(y), width: round(right - x), height: round(bottom - y) };
}

type Props = { place: PlaceEntry; nearby: PlaceEntry[] };

/**
 * A small drawn map for a place's page: the part of the USA around the place and its nearest
 * places (inline SVG, no request), the place marked, each neighbour a link named by its title, and
 * in a corner the whole USA with the detail framed. Neighbours drawn in another part of the map
 * (Alaska and Hawaii are insets beside the lower 48 states) are left out: they would look near.
 */
export default async function NearbyMap({ place, nearby }: Props) {
  const t = await getTranslations('NearbyMap');
  const part = partOf(place.location.lng, place.location.lat);
  const dots = [place, ...nearby]
    .filter(({ location }) => partOf(location.lng, location.lat) === part)
    .map((shown) => ({
      place: shown,
      text: shown.title,
      ...project(shown.location.lng, shown.location.lat),
    }));
  const box = boxAround(dots, { aspect: ASPECT, minWidth: MIN_WIDTH, margin: 0.12 });
  const unit = box.width / NOMINAL_WIDTH;
  const fontSize = 16 * unit;
  const labels = placeLabels(dots, box, fontSize, 10 * unit);
  const locatorWidth = box.width * LOCATOR_SHARE;
  const locatorHeight = (locatorWidth * viewBox.height) / viewBox.width;
  const locator = freeCorner(box, locatorWidth, locatorHeight, [
    ...dots,
    ...labels.map(({ x, y }) => ({ x, y })),
  ]);

  return (
    <UsaMap
      box={box}
      className={styles.map}
      role="group"
      aria-label={t('label', { title: place.title })}
      fontSize={round(fontSize)}
      // The halo around names and dots (CSS sets its colour; the land keeps its own width).
      strokeWidth={round(3 * unit)}
    >
      <g
        className={styles.locator}
        transform={`translate(${round(locator.x)} ${round(locator.y)}) scale(${(locatorWidth / viewBox.width).toFixed(4)}) translate(${-viewBox.x} ${-viewBox.y})`}
        aria-hidden="true"
      >
        <rect {...viewBox} className={styles.locatorBackground} vectorEffect="non-scaling-stroke" />
        <Land />
        <rect {...framed(box)} className={styles.frame} vectorEffect="non-scaling-stroke" />
      </g>
      {dots.map(({ place: shown, x, y }, index) => {
        const label = labels[index]!;
        const drawing = (
          <>
            <circle cx={round(x)} cy={round(y)} r={round((index ? 5 : 8) * unit)} />
            <text
              x={round(label.x)}
              y={round(label.y)}
              textAnchor={label.anchor}
              // The halo behind the letters (UsaMap's Land says why not CSS).
              paintOrder="stroke"
            >
              {shown.title}
            </text>
          </>
        );
        return index ? (
          <a key={shown.slug} href={`/galerie/${shown.slug}`} className={styles.neighbour}>
            {drawing}
          </a>
        ) : (
          <g key={shown.slug} className={styles.place}>
            {drawing}
          </g>
        );
      })}
    </UsaMap>
  );
}
