import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { categoryLabel, getContent, type Place } from '@/lib/content';
import { googleMapsUrl } from '@/lib/map/places';
import ListWithMap from './ListWithMap';
import styles from './PlaceList.module.css';

export const LIST_ID = 'orte-liste';

/** Every place as a list: works without the map, with keyboard and screen reader. */
export default async function PlaceList({ places }: { places: Place[] }) {
  const t = await getTranslations('Map');
  const content = await getContent();
  return (
    <section aria-labelledby={LIST_ID} className={styles.list}>
      <h2 id={LIST_ID} tabIndex={-1}>
        {t('listHeading', { count: places.length })}
      </h2>
      <ListWithMap>
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.slug} className={styles.place}>
              <h3 className={styles.title}>
                <Link href={`/galerie/${place.slug}`} prefetch={false}>
                  {place.title}
                </Link>
              </h3>
              <p className={styles.meta}>
                {categoryLabel(content, place.category)} · {place.state}
              </p>
              <p className={styles.text}>{place.summary}</p>
              <p className={styles.actions}>
                <a href={googleMapsUrl(place)} target="_blank" rel="noopener noreferrer">
                  {t('openInGoogleMaps')}
                  <span aria-hidden="true"> ↗</span>
                  <span className="visually-hidden">
                    {t('openInGoogleMapsHint', { title: place.title })}
                  </span>
                </a>
                <button
                  type="button"
                  data-place={place.slug}
                  className={`button button-secondary ${styles.show}`}
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
      </ListWithMap>
    </section>
  );
}
