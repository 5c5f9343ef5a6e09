import type { Place } from '@/lib/content';
import { apart } from '@/lib/map/apart';
import { boxAround, partOf, project, svgNumber, viewBox } from '@/lib/map/projection';
import Locator, { detailLayout } from '@/components/map/Locator';
import { placeLabels } from '@/lib/map/labels';
import UsaMap from '@/components/map/UsaMap';
import styles from './TripMap.module.css';

/** The detail's proportions, and its least width in the projection's units (about 900 km). */
const ASPECT = 16 / 10;
const MIN_WIDTH = 160;
/**
 * Sizes relative to the detail's width: as if it were this many pixels wide. The drawing is 358 px
 * wide on a 390 px phone and 653 px at 1,440: at 600 the numbers came out 7.8 px high on the
 * phone, at 420 they are 11 px there (a marker 19 px across) and 20 px at 1,440.
 */
const NOMINAL_WIDTH = 420;
/** A stop's numbered circle, in those pixels. */
const STOP_RADIUS = 11;

type Props = { places: Place[]; label: string };

/**
 * The plan drawn on the outline of the USA (inline SVG, no request, before any consent): each
 * place a numbered dot with its name beside it where the name covers nothing, the legs between
 * them as straight lines in the plan's order. The part of the
 * USA around the places is shown, with the whole USA small in a corner and that part framed on it;
 * with a place in Alaska or Hawaii (insets beside the lower 48 states) the whole map, and no line
 * leads into an inset (it would look near). The numbered list beside it says the same in words, so
 * the drawing is one image for a screen reader.
 */
export default function TripMap({ places, label }: Props) {
  const projected = places.map((place) => ({
    part: partOf(place.location.lng, place.location.lat),
    text: place.title,
    ...project(place.location.lng, place.location.lat),
  }));
  const onePart = projected.every(({ part }) => part === projected[0]?.part);
  const box = onePart
    ? boxAround(projected, { aspect: ASPECT, minWidth: MIN_WIDTH, margin: 0.08 })
    : viewBox;
  const unit = box.width / NOMINAL_WIDTH;
  // Numbers that would cover each other (the Statue of Liberty and New York City) stand apart.
  const points = apart(projected, (2 * STOP_RADIUS + 2) * unit);
  const fontSize = 13 * unit;
  // Each name beside its marker where it covers nothing (the numbered list says every name).
  const gap = 16 * unit;
  const { corner, labels } = onePart
    ? detailLayout(points, box, fontSize, gap)
    : { corner: null, labels: placeLabels(points, box, fontSize, gap) };
  const legs = points.slice(1).flatMap((to, index) => {
    const from = points[index]!;
    return from.part === to.part ? [{ from, to, key: index }] : [];
  });

  return (
    <UsaMap
      box={box}
      className={styles.map}
      role="img"
      aria-label={label}
      fontSize={svgNumber(fontSize)}
    >
      {corner && <Locator box={box} corner={corner} />}
      {legs.map(({ from, to, key }) => (
        <line
          key={key}
          className={styles.leg}
          x1={svgNumber(from.x)}
          y1={svgNumber(from.y)}
          x2={svgNumber(to.x)}
          y2={svgNumber(to.y)}
          strokeWidth={svgNumber(3 * unit)}
        />
      ))}
      {labels.map(
        (name, index) =>
          name.clear && (
            <text
              key={places[index]!.slug}
              className={styles.name}
              x={svgNumber(name.x)}
              y={svgNumber(name.y)}
              textAnchor={name.anchor}
              strokeWidth={svgNumber(3 * unit)}
              // The halo behind the letters (UsaMap's Land says why not CSS).
              paintOrder="stroke"
            >
              {places[index]!.title}
            </text>
          ),
      )}
      {points.map(({ x, y }, index) => (
        <g key={places[index]!.slug} className={styles.stop}>
          <circle
            cx={svgNumber(x)}
            cy={svgNumber(y)}
            r={svgNumber(STOP_RADIUS * unit)}
            strokeWidth={svgNumber(2 * unit)}
          />
          <text x={svgNumber(x)} y={svgNumber(y)} textAnchor="middle">
            {index + 1}
          </text>
        </g>
      ))}
    </UsaMap>
  );
}
