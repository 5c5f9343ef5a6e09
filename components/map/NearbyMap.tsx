import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
import { placeLabels } from '@/lib/map/labels';
import { boxAround, project } from '@/lib/map/projection';
import UsaMap from './UsaMap';
import styles from './NearbyMap.module.css';

/** The detail's proportions, and its least width in the projection's units (about 800 km). */
const ASPECT = 16 / 10;
const MIN_WIDTH = 140;
/** Sizes relative to the detail's width: as if it were this many pixels wide. */
const NOMINAL_WIDTH = 420;

type Props = { place: Place; nearby: Place[] };

/**
 * A small drawn map for a place's page: the part of the USA around the place and its nearest
 * places (inline SVG, no request), the place marked, each neighbour a link named by its title.
 */
export default async function NearbyMap({ place, nearby }: Props) {
  const t = await getTranslations('NearbyMap');
  const dots = [place, ...nearby].map((shown) => ({
    place: shown,
    text: shown.title,
    ...project(shown.location.lng, shown.location.lat),
  }));
  const box = boxAround(dots, { aspect: ASPECT, minWidth: MIN_WIDTH, margin: 0.12 });
  const unit = box.width / NOMINAL_WIDTH;
  const fontSize = 15 * unit;
  const labels = placeLabels(dots, box, fontSize, 10 * unit);
  const round = (value: number) => value.toFixed(1);

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
      {dots.map(({ place: shown, x, y }, index) => {
        const label = labels[index]!;
        const drawing = (
          <>
            <circle cx={round(x)} cy={round(y)} r={round((index ? 5 : 8) * unit)} />
            <text x={round(label.x)} y={round(label.y)} textAnchor={label.anchor}>
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
