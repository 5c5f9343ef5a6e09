import Link from '@/components/navigation/IntentLink';
import styles from './EndCard.module.css';

export type EndLink = { href: string; label: string };

/** The masonry grid's end card: a way on from the tiles (MasonryGrid's `end`). */
export default function EndCard({ href, label }: EndLink) {
  return (
    <Link href={href} className={styles.card}>
      <span>
        {label} <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}
