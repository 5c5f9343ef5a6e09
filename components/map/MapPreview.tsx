import Link from '@/components/navigation/IntentLink';
import type { PlaceEntry } from '@/lib/content';
import { project, svgNumber } from '@/lib/map/projection';
import UsaMap from './UsaMap';
import styles from './MapPreview.module.css';

/**
 * A static preview of the map for the start page: the outline of the USA with a dot for every
 * place, drawn as inline SVG (no map service, no request), leading to /karte.
 */
export default function MapPreview({ places, label }: { places: PlaceEntry[]; label: string }) {
  return (
    <Link href="/karte" className={styles.preview}>
      <UsaMap className={styles.image} aria-hidden="true" focusable="false">
        {places.map(({ slug, location }) => {
          const { x, y } = project(location.lng, location.lat);
          return (
            <circle key={slug} className={styles.place} cx={svgNumber(x)} cy={svgNumber(y)} r="9" />
          );
        })}
      </UsaMap>
      <span className={`button ${styles.button}`}>{label}</span>
    </Link>
  );
}
