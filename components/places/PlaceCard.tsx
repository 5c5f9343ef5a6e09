import Image from '@/components/media/Image';
import { cropAround } from '@/components/gallery/PlacePhoto';
import TripToggle from '@/components/trip/TripToggle';
import { getCategory, type PlaceTile } from '@/lib/content';
import styles from './PlaceCard.module.css';

type Props = {
  place: PlaceTile;
  /** The `sizes` attribute for the responsive image (its rendered width per viewport). */
  sizes: string;
  /** Load the image first: for cards in the first row the visitor sees (the others load lazily). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * One place as a card; the whole card links to the place's own page. The link is a plain
 * `<a data-soft>`: the masonry grid around the cards opens it client-side (MasonryColumns).
 */
export default async function PlaceCard({
  place,
  sizes,
  priority = false,
  headingLevel: Heading = 'h3',
}: Props) {
  const category = await getCategory(place.category);
  return (
    <article className={`card-link ${styles.card}`}>
      <Image
        className={styles.image}
        src={place.image.src}
        width={place.image.width}
        height={place.image.height}
        // Decorative here: the card's title and summary beside it say which place it shows, so a
        // screen reader skips it; the place's page describes the picture in full (its alt text).
        alt=""
        // The masonry grid may show it in a slightly other shape: cropped around its focal point.
        style={cropAround(place.image)}
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
      />
      <TripToggle slug={place.slug} title={place.title} look="mark" className={styles.trip} />
      <div className={styles.body}>
        {/* Read as one line ("Natur · Utah"); the category is shown as a label on the photo, so
            that a long category and state never share a narrow card's line (an ellipsis). */}
        <p className={styles.meta}>
          <span className={styles.category}>{category?.label}</span>
          <span className="visually-hidden"> · </span>
          {place.state}
        </p>
        <Heading className={styles.title}>
          <a href={`/galerie/${place.slug}`} data-soft="" className={styles.link}>
            {place.title}
          </a>
        </Heading>
        <p className={styles.summary}>{place.summary}</p>
      </div>
    </article>
  );
}
