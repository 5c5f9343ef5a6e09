import Image from 'next/image';
import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getContent, type Place } from '@/lib/content';
import { galleryPath, neighbours, PLACE_TITLE_ID } from '@/lib/gallery';
import PlaceFacts from './PlaceFacts';
import styles from './PlaceDetail.module.css';

type Props = {
  place: Place;
  /** `page`: the place's own page (h1); `overlay`: shown over the grid (h2 naming the dialog). */
  variant: 'page' | 'overlay';
};

/**
 * One place in full: large image, category, text, the way to the map and to its neighbours; on its
 * own page also the traveller's facts beside the text.
 */
export default async function PlaceDetail({ place, variant }: Props) {
  const t = await getTranslations('Place');
  const content = await getContent();
  const category = content.categories.find(({ slug }) => slug === place.category);
  const { previous, next } = neighbours(content.places, place.slug);
  const { alt, ...image } = place.image;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  // In the overlay the neighbours replace the overlay's content (an intercepted navigation that
  // replaces its history entry, so closing returns to the grid). On the full page they are plain
  // links: a client-side navigation from there would be intercepted into an overlay as well.
  const Step = variant === 'overlay' ? Link : 'a';
  const overlayLink = variant === 'overlay' ? { replace: true, scroll: false } : {};

  return (
    <article className={styles.detail}>
      <header className={styles.header}>
        <Heading id={PLACE_TITLE_ID} tabIndex={-1} className={styles.title}>
          {place.title}
        </Heading>
        <p className={styles.meta}>
          {category && (
            <Link href={galleryPath({ category: category.slug, page: 1 })}>{category.label}</Link>
          )}{' '}
          · {place.state}
        </p>
      </header>
      <Image
        className={styles.image}
        {...image}
        alt={alt}
        sizes={
          variant === 'page' ? '(min-width: 76rem) 72rem, 100vw' : '(min-width: 62rem) 58rem, 100vw'
        }
        preload
        fetchPriority="high"
      />
      <div className={styles.body}>
        <div className="prose">
          {place.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link href={`/karte?ort=${place.slug}`} className="button">
              {t('showOnMap')}
            </Link>
          </p>
        </div>
        {variant === 'page' && <PlaceFacts place={place} />}
      </div>
      <nav aria-label={t('neighbours')} className={styles.steps}>
        {previous && (
          <Step href={`/galerie/${previous.slug}`} rel="prev" {...overlayLink}>
            <span className={styles.stepLabel}>{t('previous')}</span> {previous.title}
          </Step>
        )}
        {next && (
          <Step href={`/galerie/${next.slug}`} rel="next" className={styles.next} {...overlayLink}>
            <span className={styles.stepLabel}>{t('next')}</span> {next.title}
          </Step>
        )}
      </nav>
    </article>
  );
}
