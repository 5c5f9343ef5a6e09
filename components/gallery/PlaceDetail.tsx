import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getCategories, getSurroundings, type Place } from '@/lib/content';
import { galleryPath, PLACE_TITLE_ID } from '@/lib/gallery';
import { roughKm } from '@/lib/map/distance';
import { placeOnMapPath } from '@/lib/map/page.mjs';
import NearbyMap from '@/components/map/NearbyMap';
import TripToggle from '@/components/trip/TripToggle';
import ClientMessages from '@/components/layout/ClientMessages';
import PlaceFacts from './PlaceFacts';
import ShareButton from './ShareButton';
import PlacePhoto, { FurtherPhotos, PlacePhotos } from './PlacePhoto';
import styles from './PlaceDetail.module.css';

type Props = {
  place: Place;
  /** `page`: the place's own page (h1); `overlay`: shown over the grid (h2 naming the dialog). */
  variant: 'page' | 'overlay';
};

const PHOTOS_TITLE_ID = 'place-photos-title';
const NEARBY_TITLE_ID = 'place-nearby-title';

/**
 * The further photos' widths: one column on a phone, two from 40rem; on the page from 62rem two in
 * the column beside the facts, half of what the facts and the margins leave (PlaceDetail.module.css).
 */
const photoSizes = {
  page: '(min-width: 70rem) 23rem, (min-width: 62rem) calc(50vw - 12rem), (min-width: 40rem) 50vw, 100vw',
  overlay: '(min-width: 62rem) 29rem, (min-width: 40rem) 50vw, 100vw',
};

/**
 * One place in full: large image, category, text, the further photos (each with its credit), the
 * way to the map, the three places nearest to it and its neighbours in the gallery; on its own page
 * also the traveller's facts beside the text.
 */
export default async function PlaceDetail({ place, variant }: Props) {
  const t = await getTranslations('Place');
  const [categories, { previous, next, nearby }] = await Promise.all([
    getCategories(),
    getSurroundings(place.slug),
  ]);
  const category = categories.find(({ slug }) => slug === place.category);
  const categoryName = category?.label ?? place.category;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const SubHeading = variant === 'page' ? 'h2' : 'h3';
  // The neighbours are links styled as buttons: they go to another page (a link's role, an address
  // to open in a new tab, and they work without JavaScript). Their names say where to ("Nächstes
  // Ziel: Zion-Nationalpark"), by aria-label: label and title stand on lines of their own, which
  // the computed name would join with a stray space. In the overlay they replace the overlay's
  // content (an intercepted navigation that replaces its history entry, so closing returns to the
  // grid). On the full page they are plain links: a client-side navigation from there would be
  // intercepted into an overlay as well.
  const Step = variant === 'overlay' ? Link : 'a';
  const overlayLink = variant === 'overlay' ? { replace: true, scroll: false } : {};

  return (
    <article className={styles.detail}>
      <PlacePhotos place={place}>
        <header className={styles.header}>
          <Heading id={PLACE_TITLE_ID} tabIndex={-1} className={styles.title}>
            {place.title}
          </Heading>
          <p className={styles.meta}>
            {category && (
              <Link href={galleryPath({ category: category.slug, page: 1 })}>{category.label}</Link>
            )}
            {/* One text node: as three (" ", "· ", the state), HTML that comes in pieces can end
              the line with the space for a moment, and the browser counts its move as a shift. */}
            {` · ${place.state}`}
          </p>
        </header>
        <PlacePhoto
          photo={place.image}
          sizes={
            variant === 'page'
              ? '(min-width: 76rem) 72rem, 100vw'
              : '(min-width: 62rem) 58rem, 100vw'
          }
        />
        {/* On a wide screen the facts stand beside everything down to the neighbours' map. */}
        <div className={variant === 'page' ? `${styles.body} ${styles.withFacts}` : styles.body}>
          <div className={`prose ${styles.text}`}>
            {place.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {/* A div: it holds a form (TripToggle), which a <p> cannot. */}
            <div className={styles.actions}>
              <Link href={placeOnMapPath(place.slug)} className="button">
                {t('showOnMap')}
              </Link>
              <TripToggle slug={place.slug} title={place.title} look="button" />
              <ClientMessages namespaces={['Share']}>
                <ShareButton
                  title={place.title}
                  text={place.summary}
                  path={`/galerie/${place.slug}`}
                />
              </ClientMessages>
            </div>
          </div>
          {variant === 'page' && <PlaceFacts place={place} className={styles.facts} />}
          {place.photos.length > 0 && (
            <section aria-labelledby={PHOTOS_TITLE_ID} className={styles.photos}>
              <SubHeading id={PHOTOS_TITLE_ID}>{t('photos')}</SubHeading>
              <FurtherPhotos
                photos={place.photos}
                sizes={photoSizes[variant]}
                className={styles.photoList}
              />
            </section>
          )}
          <section aria-labelledby={NEARBY_TITLE_ID} className={styles.nearby}>
            <SubHeading id={NEARBY_TITLE_ID}>{t('nearby')}</SubHeading>
            <ul className={styles.nearbyList}>
              {nearby.map(({ place: other, km }) => (
                <li key={other.slug}>
                  <Step href={`/galerie/${other.slug}`} {...overlayLink}>
                    {other.title}
                  </Step>{' '}
                  <span className={styles.meta}>
                    {other.state} · {t('distance', { km: roughKm(km) })}
                  </span>
                </li>
              ))}
            </ul>
            <NearbyMap place={place} nearby={nearby.map(({ place: other }) => other)} />
          </section>
        </div>
        {/* Both steps stay within the place's category, in the gallery's order: they say so. */}
        <nav aria-label={t('neighbours', { category: categoryName })} className={styles.steps}>
          {previous && (
            <Step
              href={`/galerie/${previous.slug}`}
              rel="prev"
              className={`button button-secondary ${styles.step}`}
              aria-label={t('previousTo', { title: previous.title, category: categoryName })}
              {...overlayLink}
            >
              <span className={styles.stepLabel}>
                ← {t('previous', { category: categoryName })}
              </span>{' '}
              {previous.title}
            </Step>
          )}
          {next && (
            <Step
              href={`/galerie/${next.slug}`}
              rel="next"
              className={`button button-secondary ${styles.step} ${styles.next}`}
              aria-label={t('nextTo', { title: next.title, category: categoryName })}
              {...overlayLink}
            >
              <span className={styles.stepLabel}>{t('next', { category: categoryName })} →</span>{' '}
              {next.title}
            </Step>
          )}
        </nav>
      </PlacePhotos>
    </article>
  );
}
