import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getCategory, type Place } from '@/lib/content';
import { googleMapsUrl } from '@/lib/karte/orte';
import ListeMitKarte from './ListeMitKarte';
import styles from './OrteListe.module.css';

export const LIST_ID = 'orte-liste';

/** Every place as a list: works without the map, with keyboard and screen reader. */
export default async function OrteListe({ places }: { places: Place[] }) {
  const t = await getTranslations('Karte');
  return (
    <section aria-labelledby={LIST_ID} className={styles.liste}>
      <h2 id={LIST_ID} tabIndex={-1}>
        {t('listHeading', { count: places.length })}
      </h2>
      <ListeMitKarte>
        <ul className={styles.orte}>
          {places.map((place) => (
            <li key={place.slug} className={styles.ort}>
              <h3 className={styles.titel}>
                <Link href={`/galerie/${place.slug}`} prefetch={false}>
                  {place.title}
                </Link>
              </h3>
              <p className={styles.meta}>
                {getCategory(place.category)?.label} · {place.state}
              </p>
              <p className={styles.text}>{place.summary}</p>
              <p className={styles.aktionen}>
                <a href={googleMapsUrl(place)} target="_blank" rel="noopener noreferrer">
                  {t('openInGoogleMaps')}
                  <span aria-hidden="true"> ↗</span>
                  <span className="visually-hidden">
                    {t('openInGoogleMapsHint', { title: place.title })}
                  </span>
                </a>
                <button
                  type="button"
                  data-ort={place.slug}
                  className={`button button-secondary ${styles.zeigen}`}
                >
                  {t('showOnMap')}
                  <span className="visually-hidden">
                    {t('showOnMapHint', { title: place.title })}
                  </span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      </ListeMitKarte>
    </section>
  );
}
