import { getTranslations } from 'next-intl/server';
import { TRIP_PATH, TRIP_QUERY } from '@/lib/trip/list';
import styles from './TripToggle.module.css';

type Props = {
  slug: string;
  title: string;
  /** The button's look: `button` (the site's secondary button), `plain` (like a link), `mark`. */
  look: 'button' | 'plain' | 'mark';
  /** Where the control sits (e.g. on a tile's photo). */
  className?: string;
};

const looks = {
  button: 'button button-secondary',
  plain: styles.plain,
  mark: styles.mark,
};

/**
 * "Auf die Merkliste" for one place: a form that opens the plan with this place
 * (`GET /merkliste?orte=<slug>`, the button's own name and value), which is what it does without
 * JavaScript. With JavaScript, the header's TripToggleHandler takes its submit (one listener for the whole
 * page), keeps the list in the browser and marks the form `data-listed`; then it reads "Von der
 * Merkliste". Its name ends with the place's title, for a screen reader among many of them; on a
 * tile's photo (`mark`) only the bookmark is seen. Five elements, the bookmark drawn by CSS: the
 * control stands on every tile and list entry, and each element is hydrated.
 */
export default async function TripToggle({ slug, title, look, className }: Props) {
  const t = await getTranslations('Trip');
  const words = look === 'mark' ? ' visually-hidden' : '';
  return (
    <form
      action={TRIP_PATH}
      method="get"
      data-trip={slug}
      data-title={title}
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
    >
      <button
        type="submit"
        name={TRIP_QUERY}
        value={slug}
        className={`${styles.button} ${looks[look]}`}
      >
        <span className={`${styles.add}${words}`}>{t('add')}</span>
        <span className={`${styles.remove}${words}`}>{t('remove')}</span>
        <span className="visually-hidden"> – {title}</span>
      </button>
    </form>
  );
}
