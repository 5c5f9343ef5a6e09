import Image from '@/components/media/Image';
import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
import PhotoCredit from './PhotoCredit';
import PhotoViewer from './PhotoViewer';
import styles from './PlacePhoto.module.css';

type Photo = Place['image'];

/** The photo's crop in a frame of another shape: around its focal point, else around the middle. */
export const cropAround = ({ focalPoint }: Photo) =>
  focalPoint ? { objectPosition: `${focalPoint.x}% ${focalPoint.y}%` } : undefined;

/**
 * The photo in its frame of a fixed shape (cropped, without bars), so the page reserves its space
 * before it loads. The main photo is the page's first picture (its largest element): loaded first
 * instead of lazily, in a frame low enough that the title and the start of the text share the
 * first screen with it.
 */
const framed = (photo: Photo, sizes: string, main = false) => (
  <Image
    className={`${styles.image} ${main ? styles.main : ''}`}
    src={photo.src}
    width={photo.width}
    height={photo.height}
    alt={photo.alt}
    sizes={sizes}
    style={cropAround(photo)}
    preload={main}
    fetchPriority={main ? 'high' : undefined}
  />
);

/** Its Bildnachweis and, where it has one, its licence (a link to the licence's text). */
const caption = (photo: Photo) => (
  <figcaption className={styles.credit}>
    <PhotoCredit photo={photo} />
  </figcaption>
);

/** A place's main photo with its credit. */
export default function PlacePhoto({ photo, sizes }: { photo: Photo; sizes: string }) {
  return (
    <figure className={styles.photo}>
      {framed(photo, sizes, true)}
      {caption(photo)}
    </figure>
  );
}

/**
 * A place's further photos, each with its credit, as a list: each links to its large size, which
 * opens in a dialog that also leads through the others (PhotoViewer).
 */
export async function FurtherPhotos({
  photos,
  sizes,
  className,
}: {
  photos: Photo[];
  /** The `sizes` attribute: a photo's rendered width per viewport. */
  sizes: string;
  /** The list's class: its layout on the page. */
  className?: string;
}) {
  const t = await getTranslations('Place');
  return (
    <PhotoViewer
      className={className}
      figureClassName={styles.photo}
      labels={{
        open: t('enlarge'),
        close: t('close'),
        previous: t('previousPhoto'),
        next: t('nextPhoto'),
        positions: photos.map((_, index) =>
          t('photoPosition', { number: index + 1, count: photos.length }),
        ),
      }}
      photos={photos.map((photo) => ({
        href: photo.src,
        title: photo.alt,
        image: framed(photo, sizes),
        caption: caption(photo),
        large: (
          <figure className={styles.photo}>
            <Image
              className={styles.large}
              src={photo.src}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              sizes="(min-width: 74rem) 72rem, 100vw"
            />
            {caption(photo)}
          </figure>
        ),
      }))}
    />
  );
}
