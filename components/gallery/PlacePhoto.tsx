import Image from 'next/image';
import type { Place } from '@/lib/content';
import PhotoCredit from './PhotoCredit';
import styles from './PlacePhoto.module.css';

type Props = {
  photo: Place['image'];
  /** The `sizes` attribute: the photo's rendered width per viewport. */
  sizes: string;
  /** The page's first picture (its largest element): loaded first instead of lazily. */
  priority?: boolean;
};

/**
 * A place's photo with its Bildnachweis and, where it has one, its licence (a link to the licence's
 * text). Width and height come from the content, so the page reserves its space before it loads.
 */
export default function PlacePhoto({ photo, sizes, priority = false }: Props) {
  const { src, width, height, alt } = photo;
  return (
    <figure className={styles.photo}>
      <Image
        className={styles.image}
        src={src}
        width={width}
        height={height}
        alt={alt}
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
      />
      <figcaption className={styles.credit}>
        <PhotoCredit photo={photo} />
      </figcaption>
    </figure>
  );
}
