import { getTranslations } from 'next-intl/server';
import { tripPath } from '@/lib/trip/list';
import styles from './TripToggle.module.css';

type Props = {
  slug: string;
  title: string;
  className?: string;
  /** Only the mark is seen (on a tile's photo); its words are for screen readers. */
  compact?: boolean;
};

/**
 * "Auf die Merkliste" for one place: a plain link to the plan with this place
 * (`/merkliste?orte=<slug>`), which is what it does without JavaScript. With JavaScript, the
 * header's TripLink takes its clicks (one listener for the whole page), keeps the list in the
 * browser and marks the link `data-listed`; then it reads "Von der Merkliste". Its name ends with
 * the place's title, for a screen reader among many of them.
 */
export default async function TripToggle({ slug, title, className, compact = false }: Props) {
  const t = await getTranslations('Trip');
  const hidden = <span className="visually-hidden"> – {title}</span>;
  const words = compact ? ' visually-hidden' : '';
  return (
    <a
      href={tripPath([slug])}
      rel="nofollow"
      data-trip={slug}
      data-title={title}
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 3.5h12v17l-6-4.5-6 4.5Z" />
      </svg>
      <span className={`${styles.add}${words}`}>
        {t('add')}
        {hidden}
      </span>
      <span className={`${styles.remove}${words}`}>
        {t('remove')}
        {hidden}
      </span>
    </a>
  );
}
