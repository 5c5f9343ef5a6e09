import { useMemo, useState } from 'react';
import type { MapPlace } from '@/lib/map/places';
import { apart } from '@/lib/map/apart';
import { project, svgNumber, viewBox } from '@/lib/map/projection';
import UsaMap from './UsaMap';
import styles from './DrawnMap.module.css';

/** From this many places on, the dots are drawn smaller, so that they stay apart. */
const MANY_PLACES = 200;
/**
 * The radius a dot can be tapped in, in the drawing's units, where its neighbours leave room: at
 * 390 px (the drawing 366 px wide) a circle of about 26 px, WCAG's least target size (24 px), where
 * the dot itself is 7 px. Two dots closer than twice this share the room between them.
 */
const TAP_RADIUS = 28;
/** The room left between two dots that would lie on each other: about 2 px at 390 px. */
const DOT_GAP = 4;

/**
 * How far around each point it can be tapped: `TAP_RADIUS`, or half the distance to its nearest
 * neighbour, so that no two targets overlap. With many places the dots alone (O(n²) otherwise).
 */
function tapRadii(points: { x: number; y: number }[], radius: number): number[] {
  if (points.length >= MANY_PLACES) return points.map(() => radius);
  return points.map((point) => {
    let nearest = 2 * TAP_RADIUS;
    for (const other of points) {
      if (other !== point)
        nearest = Math.min(nearest, Math.hypot(other.x - point.x, other.y - point.y));
    }
    return Math.max(radius, nearest / 2);
  });
}

type Props = {
  places: MapPlace[];
  /** The place a shared link names (/karte?ort=<slug>): highlighted and labelled. */
  marked: string | null;
  /** The map's name for screen readers. */
  label: string;
  className?: string;
};

type Point = { place: MapPlace; x: number; y: number };

/** The side of its dot a label goes to: towards the middle, so that it stays on the map. */
const sideOf = ({ x }: Point) => (x > viewBox.x + viewBox.width / 2 ? 'left' : 'right');

/**
 * Where a label goes, in per cent of the drawing (which scales with the page), and how wide it may
 * grow: up to the drawing's edge on its side, less the distance from its dot.
 */
function position(point: Point): React.CSSProperties {
  const left = ((point.x - viewBox.x) / viewBox.width) * 100;
  const top = ((point.y - viewBox.y) / viewBox.height) * 100;
  const room = sideOf(point) === 'left' ? left : 100 - left;
  return {
    left: `${left.toFixed(2)}%`,
    top: `${top.toFixed(2)}%`,
    maxWidth: `calc(${room.toFixed(2)}% - 1.5rem)`,
  };
}

/** A place's name beside its dot. */
function Label({ point, marked }: { point: Point; marked: boolean }) {
  const className = marked ? `${styles.label} ${styles.markedLabel}` : styles.label;
  const placement = { 'data-side': sideOf(point), style: position(point) };
  // The dot is the place's link for keyboard and screen reader; the label says the same.
  return marked ? (
    <a
      href={`/galerie/${point.place.slug}`}
      className={className}
      {...placement}
      tabIndex={-1}
      aria-hidden="true"
    >
      {point.place.title}
    </a>
  ) : (
    <span className={className} {...placement} aria-hidden="true">
      {point.place.title}
    </span>
  );
}

/**
 * The map page's own map, shown before (and without) Google's: the outline of the USA with every
 * place of the view as a dot that links to its page, named by the place's title. The marked place
 * is highlighted and labelled; a dot the pointer or the focus is on shows its name.
 */
export default function DrawnMap({ places, marked, label, className }: Props) {
  const radius = places.length < MANY_PLACES ? 8 : 4;
  // Dots that would cover each other are moved apart (New York City and the Statue of Liberty), so
  // that each can be seen and tapped; with many places the dots are small and stay where they are.
  const points = useMemo(() => {
    const projected = places.map((place) => ({ place, ...project(place.lng, place.lat) }));
    return places.length < MANY_PLACES ? apart(projected, 2 * radius + DOT_GAP) : projected;
  }, [places, radius]);
  const [pointed, setPointed] = useState<string | null>(null);
  const markedPoint = points.find(({ place }) => place.slug === marked);
  const pointedPoint =
    pointed === marked ? undefined : points.find(({ place }) => place.slug === pointed);
  const point = (event: React.SyntheticEvent) =>
    setPointed(
      (event.target as Element).closest<SVGAElement>('a[data-place]')?.dataset.place ?? null,
    );
  const tapAreas = useMemo(() => tapRadii(points, radius), [points, radius]);

  return (
    <div
      className={className ? `${styles.drawn} ${className}` : styles.drawn}
      onFocus={point}
      onBlur={() => setPointed(null)}
      onPointerOver={point}
      onPointerLeave={() => setPointed(null)}
    >
      <UsaMap role="group" aria-label={label}>
        {points.map(({ place, x, y }, index) => (
          <a
            key={place.slug}
            href={`/galerie/${place.slug}`}
            className={styles.marker}
            data-place={place.slug}
            aria-label={place.title}
            aria-current={place.slug === marked ? 'true' : undefined}
          >
            {tapAreas[index]! > radius && (
              <circle
                className={styles.tapArea}
                cx={svgNumber(x)}
                cy={svgNumber(y)}
                r={svgNumber(tapAreas[index]!)}
              />
            )}
            <circle className={styles.dot} cx={svgNumber(x)} cy={svgNumber(y)} r={radius} />
          </a>
        ))}
        {/* On top of every dot (SVG has no z-index): the dot the pointer or the focus is on. */}
        {pointedPoint && (
          <circle
            className={styles.pointedDot}
            cx={svgNumber(pointedPoint.x)}
            cy={svgNumber(pointedPoint.y)}
            r={radius * 1.6}
          />
        )}
        {markedPoint && (
          <circle
            className={styles.ring}
            cx={svgNumber(markedPoint.x)}
            cy={svgNumber(markedPoint.y)}
            r={radius * 2.5}
          />
        )}
      </UsaMap>
      {markedPoint && <Label point={markedPoint} marked />}
      {pointedPoint && <Label point={pointedPoint} marked={false} />}
    </div>
  );
}
