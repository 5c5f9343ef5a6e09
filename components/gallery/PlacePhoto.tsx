import Image from '@/components/media/Image';
import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
import PhotoCredit from './PhotoCredit';
import PhotoViewer, { PhotoLink } from './PhotoViewer';
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

/**
 * A photo with its credit on the page, as a link that opens it large: the photo at `index` of
 * PlacePhotos' viewer (the main photo first, then the further ones).
 */
const linked = (photo: Photo, sizes: string, index: number) => (
  <figure className={styles.photo}>
    <PhotoLink index={index} href={photo.src}>
      {framed(photo, sizes, index === 0)}
    </PhotoLink>
    {caption(photo)}
  </figure>
);

/** A place's main photo with its credit; inside PlacePhotos, which opens it large. */
export default function PlacePhoto({ photo, sizes }: { photo: Photo; sizes: string }) {
  return linked(photo, sizes, 0);
}

/** A place's further photos, each with its credit, as a list; inside PlacePhotos. */
export function FurtherPhotos({
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
  return (
    <ul className={className}>
      {photos.map((photo, index) => (
        // By place: the owner may have chosen a photo twice.
        <li key={index}>{linked(photo, sizes, index + 1)}</li>
      ))}
    </ul>
  );
}

/**
 * The viewer around a place's part of the page (`children`): its main photo and its further
 * photos open large in one dialog, which leads through them in that order.
 */
export async function PlacePhotos({
  place,
  children,
}: {
  place: Pick<Place, 'image' | 'photos'>;
  children: React.ReactNode;
}) {
  const t = await getTranslations('Place');
  const photos = [place.image, ...place.photos];
  return (
    <PhotoViewer
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
        title: photo.alt,
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
    >
      {children}
    </PhotoViewer>
  );
}
