import { outlinePath, viewBox, viewBoxAttribute, type Box } from '@/lib/map/projection';
import styles from './UsaMap.module.css';

/** The outline is the same on every map: drawn once per module load. */
const land = outlinePath();

/**
 * The land of the USA as one path, in the projection's coordinates. Its outline keeps its width
 * however far a map is zoomed in (the place page's detail). Presentation attributes rather than
 * CSS for `vector-effect` and `paint-order`: the Nu Html Checker's CSS validator does not know them.
 */
export function Land() {
  return <path className={styles.land} d={land} vectorEffect="non-scaling-stroke" />;
}

type Props = Omit<React.SVGProps<SVGSVGElement>, 'viewBox'> & {
  /** The part of the USA shown (default: all of it, Alaska and Hawaii as insets). */
  box?: Box;
};

/**
 * The outline of the USA drawn as inline SVG (no map service, no request), with what `children`
 * put on it in the projection's coordinates (`project` in lib/map/projection.ts).
 */
export default function UsaMap({ box = viewBox, className, children, ...svg }: Props) {
  return (
    <svg
      viewBox={viewBoxAttribute(box)}
      className={className ? `${styles.map} ${className}` : styles.map}
      {...svg}
    >
      <Land />
      {children}
    </svg>
  );
}
