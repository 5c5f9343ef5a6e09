import Link from '@/components/navigation/IntentLink';
import type { Place } from '@/lib/content';
import { outlinePath, project, viewBox } from '@/lib/map/projection';
import styles from './MapPreview.module.css';

/**
 * A static preview of the map for the start page: the outline of the USA with a dot for every
 * place, drawn as inline SVG (no map service, no request), leading to /karte.
 */
export default function MapPreview({ places, label }: { places: Place[]; label: string }) {
  return (
    <Link href="/karte" className={styles.preview}>
      <svg
        className={styles.image}
        viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path className={styles.land} d={outlinePath()} />
        {places.map(({ slug, location }) => {
          const { x, y } = project(location.lng, location.lat);
          return (
            <circle key={slug} className={styles.place} cx={x.toFixed(1)} cy={y.toFixed(1)} r="9" />
          );
        })}
      </svg>
      <span className={`button ${styles.button}`}>{label}</span>
    </Link>
  );
}
