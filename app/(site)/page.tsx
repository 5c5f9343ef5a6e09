import Image from '@/components/media/Image';
import Link from '@/components/navigation/IntentLink';
import ArrowLink from '@/components/navigation/ArrowLink';
import { getTranslations } from 'next-intl/server';
import PlaceTiles from '@/components/gallery/PlaceTiles';
import PhotoCredit from '@/components/gallery/PhotoCredit';
import MapPreview from '@/components/map/MapPreview';
import { getPlaceIndex, getPlaceTiles, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { DISTRICT } from '@/lib/content/states';
import styles from './page.module.css';

/** The highlights: two rows of the gallery's grid at its four columns. */
const HIGHLIGHTS = 8;

/**
 * The hero picture's rendered width: beside the claim from a 56rem window (the hero's container
 * query at 52rem plus the page's gutters, at the browser's text size), the page's width below.
 */
const heroSizes = '(min-width: 76rem) 38rem, (min-width: 56rem) 50vw, 100vw';

export async function generateMetadata() {
  const site = await getSite();
  const title = `${site.name} – ${site.tagline}`;
  return {
    ...(await pageMetadata({ title, description: site.description, path: '/' })),
    title: { absolute: title },
  };
}

/**
 * The start page: the hero (the claim, the ways in and the featured place, the content's first,
 * with its photo), a selection of the next places, the map's preview and the contact teaser.
 */
export default async function StartPage() {
  const t = await getTranslations('Start');
  const [site, places] = await Promise.all([getSite(), getPlaceIndex()]);
  const [featured, ...highlights] = await getPlaceTiles(
    ...places.slice(0, HIGHLIGHTS + 1).map(({ slug }) => slug),
  );
  // The district counts apart: it is no state.
  const placeStates = new Set(places.map((place) => place.state));
  const district = placeStates.delete(DISTRICT);
  const states = placeStates.size;
  return (
    <>
      <section aria-labelledby="claim" className={styles.hero}>
        <div className={styles.heroGrid}>
          <div className={styles.claim}>
            <p className="eyebrow">
              {t('eyebrow', { places: places.length, states, district: district ? 'yes' : 'no' })}
            </p>
            <h1 id="claim" className={styles.title}>
              {site.tagline}
            </h1>
            <p className="lead">{site.description}</p>
            <p className="button-row">
              <Link href="/karte" className="button">
                {t('heroMap')}
              </Link>
              <Link href="/galerie" className="button button-secondary">
                {t('heroGallery')}
              </Link>
            </p>
            {featured && (
              <p>
                <ArrowLink href={`/galerie/${featured.slug}`}>
                  {t('featured', { title: featured.title })}
                </ArrowLink>
              </p>
            )}
          </div>
          {featured && (
            <figure className={styles.picture}>
              <Image
                className={styles.image}
                src={featured.image.src}
                width={featured.image.width}
                height={featured.image.height}
                alt={featured.image.alt}
                sizes={heroSizes}
                preload
                fetchPriority="high"
              />
              <figcaption className={styles.caption}>
                {featured.title} · {featured.state} · <PhotoCredit photo={featured.image} />
              </figcaption>
            </figure>
          )}
        </div>
      </section>

      <section aria-labelledby="highlights" className={styles.section}>
        <h2 id="highlights">{t('highlightsHeading')}</h2>
        <PlaceTiles places={highlights} headingLevel="h3" leadsPage={false} />
        <p className={styles.more}>
          <Link href="/galerie" className="button button-secondary">
            {t('allPlaces', { count: places.length })}
          </Link>
        </p>
      </section>

      <section aria-labelledby="map-teaser" className={`${styles.section} ${styles.split}`}>
        <div>
          <h2 id="map-teaser">{t('mapTeaserHeading')}</h2>
          <p>{t('mapTeaserText', { count: places.length })}</p>
          {site.intro.map((paragraph) => (
            <p key={paragraph} className={styles.muted}>
              {paragraph}
            </p>
          ))}
        </div>
        <MapPreview places={places} label={t('mapTeaserLink')} />
      </section>

      <section aria-labelledby="contact-teaser" className={`${styles.section} ${styles.band}`}>
        <h2 id="contact-teaser">{t('contactHeading')}</h2>
        <p>{t('contactText')}</p>
        <p>
          <ArrowLink href="/kontakt">{t('contactLink')}</ArrowLink>
        </p>
      </section>
    </>
  );
}
