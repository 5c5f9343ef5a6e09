import Image from '@/components/media/Image';
import { getTranslations } from 'next-intl/server';
import { categoryLabel, getAllPlaceTiles, getCategories, type Category } from '@/lib/content';
import { filterPlaces, germanOrder } from '@/lib/gallery';
import { googleMapsUrl } from '@/lib/map/places';
import TripToggle from '@/components/trip/TripToggle';
import ListWithMap from './ListWithMap';
import styles from './PlaceList.module.css';

export const LIST_ID = 'orte-liste';

/** Every place by title (German order): the order of the list and of the map's markers. */
export async function placesByTitle() {
  return [...(await getAllPlaceTiles())].sort((a, b) => germanOrder(a.title, b.title));
}

/**
 * The places of the map's page as a compact list (all, or those of `category`): a small photo, the
 * name, category and state of each; works without the map, with keyboard and screen reader.
 */
export default async function PlaceList({ category }: { category?: Category }) {
  const t = await getTranslations('Map');
  const [categories, all] = await Promise.all([getCategories(), placesByTitle()]);
  const places = filterPlaces(all, { category: category?.slug });
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
              {/* Decorative: the name beside it says which place it is (as on the tiles). */}
              <Image className={styles.photo} src={place.image.src} width={80} height={60} alt="" />
              <h3 className={styles.title}>
                <a href={`/galerie/${place.slug}`} data-soft="">
                  {place.title}
                </a>
              </h3>
              <p className={styles.meta}>
                {`${categoryLabel(categories, place.category)} · ${place.state}`}
              </p>
              {/*
               * Named by aria-label rather than hidden text, and the arrow drawn by CSS: 30 entries
               * with three elements fewer each make a lighter page to hydrate.
               */}
              <div className={styles.actions}>
                <a
                  href={googleMapsUrl(place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.external}
                  aria-label={t('openInGoogleMapsLabel', { title: place.title })}
                >
                  {t('openInGoogleMaps')}
                </a>
                <TripToggle slug={place.slug} title={place.title} look="plain" />
                <button
                  type="button"
                  data-place={place.slug}
                  className={`button button-secondary ${styles.show}`}
                  aria-label={t('showOnMapLabel', { title: place.title })}
                >
                  {t('showOnMap')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListWithMap>
    </section>
  );
}
