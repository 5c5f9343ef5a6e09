import Image from '@/components/media/Image';
import { getTranslations } from 'next-intl/server';
import { categoryLabel, getContent, type Category } from '@/lib/content';
import { filterPlaces, germanOrder } from '@/lib/gallery';
import { googleMapsUrl } from '@/lib/map/places';
import TripToggle from '@/components/trip/TripToggle';
import ListWithMap from './ListWithMap';
import styles from './PlaceList.module.css';

export const LIST_ID = 'orte-liste';

/** Every place by title (German order): the order of the list and of the map's markers. */
export async function placesByTitle() {
  return [...(await getContent()).places].sort((a, b) => germanOrder(a.title, b.title));
}

/**
 * The places of the map's page as a compact list (all, or those of `category`): a small photo, the
 * name, category and state of each; works without the map, with keyboard and screen reader.
 */
export default async function PlaceList({ category }: { category?: Category }) {
  const t = await getTranslations('Map');
  const content = await getContent();
  const places = filterPlaces(await placesByTitle(), { category: category?.slug });
  return (
    <section aria-labelledby={LIST_ID} className={styles.list}>
      <h2 id={LIST_ID} tabIndex={-1}>
        {category
          ? t('listHeadingCategory', { count: places.length, category: category.label })
          : t('listHeading', { count: places.length })}
      </h2>
      <ListWithMap>
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.slug} className={styles.place}>
              {/* Decorative: the name beside it says which place it shows (as on the gallery's tiles). */}
              <Image className={styles.photo} src={place.image.src} width={80} height={60} alt="" />
              <h3 className={styles.title}>
                <a href={`/galerie/${place.slug}`} data-soft="">
                  {place.title}
                </a>
              </h3>
              <p className={styles.meta}>
                {categoryLabel(content, place.category)} · {place.state}
              </p>
              <div className={styles.actions}>
                <a href={googleMapsUrl(place)} target="_blank" rel="noopener noreferrer">
                  {t('openInGoogleMaps')}
                  <span aria-hidden="true"> ↗</span>
                  <span className="visually-hidden">
                    {t('openInGoogleMapsHint', { title: place.title })}
                  </span>
                </a>
                <TripToggle slug={place.slug} title={place.title} look="plain" />
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
              </div>
            </li>
          ))}
        </ul>
      </ListWithMap>
    </section>
  );
}
