import { getTranslations } from 'next-intl/server';
import type { PlaceEntry } from '@/lib/content';
import { apart } from '@/lib/map/apart';
import { boxAround, partOf, project, svgNumber } from '@/lib/map/projection';
import Locator, { detailLayout } from './Locator';
import UsaMap from './UsaMap';
import styles from './NearbyMap.module.css';

/** The detail's proportions, and its least width in the projection's units (about 900 km). */
const ASPECT = 16 / 10;
const MIN_WIDTH = 160;
/** Sizes relative to the detail's width: as if it were this many pixels wide. */
const NOMINAL_WIDTH = 400;
/** The dots' radii in those pixels: the place's, its neighbours'. */
const PLACE_RADIUS = 8;
const NEIGHBOUR_RADIUS = 5;

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
  const projected = [place, ...nearby]
    .filter(({ location }) => partOf(location.lng, location.lat) === part)
    .map((shown) => ({
      place: shown,
      text: shown.title,
      // The place itself (NearbyMap.module.css: `.place text`).
      bold: shown === place,
      ...project(shown.location.lng, shown.location.lat),
    }));
  const box = boxAround(projected, { aspect: ASPECT, minWidth: MIN_WIDTH, margin: 0.12 });
  const unit = box.width / NOMINAL_WIDTH;
  // Dots that would cover each other (the Statue of Liberty and New York City) stand apart: the
  // place's dot and a neighbour's with a gap between them.
  const dots = apart(projected, (PLACE_RADIUS + NEIGHBOUR_RADIUS + 3) * unit);
  const fontSize = 16 * unit;
  const { corner, labels } = detailLayout(dots, box, fontSize, 10 * unit);

  return (
    <UsaMap
      box={box}
      className={styles.map}
      role="group"
      aria-label={t('label', { title: place.title })}
      fontSize={svgNumber(fontSize)}
      // The halo around names and dots (CSS sets its colour; the land keeps its own width).
      strokeWidth={svgNumber(3 * unit)}
    >
      <Locator box={box} corner={corner} />
      {dots.map(({ place: shown, x, y }, index) => {
        const label = labels[index]!;
        const drawing = (
          <>
            <circle
              cx={svgNumber(x)}
              cy={svgNumber(y)}
              r={svgNumber((index ? NEIGHBOUR_RADIUS : PLACE_RADIUS) * unit)}
            />
            <text
              x={svgNumber(label.x)}
              y={svgNumber(label.y)}
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
