import Image from '@/components/media/Image';
import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
import PhotoCredit from './PhotoCredit';
import PhotoViewer from './PhotoViewer';
import styles from './PlacePhoto.module.css';

type Props = {
  photo: Place['image'];
  /**
   * `main`: the page's first picture (its largest element), loaded first instead of lazily, in a
   * frame low enough that the title and the start of the text share the first screen with it.
   * `further`: one of the photos below the text, which opens large.
   */
  kind: 'main' | 'further';
  /** The `sizes` attribute: the photo's rendered width per viewport. */
  sizes: string;
};

/** The photo's crop in a frame of another shape: around its focal point, else around the middle. */
export const cropAround = ({ focalPoint }: Place['image']) =>
  focalPoint ? { objectPosition: `${focalPoint.x}% ${focalPoint.y}%` } : undefined;

/**
 * A place's photo with its Bildnachweis and, where it has one, its licence (a link to the licence's
 * text). The photo fills a frame of a fixed shape (cropped, without bars), so the page reserves its
 * space before it loads; a further photo links to its large size, which opens in a dialog.
 */
export default async function PlacePhoto({ photo, kind, sizes }: Props) {
  const t = await getTranslations('Place');
  const { src, width, height, alt } = photo;
  const credit = <PhotoCredit photo={photo} />;
  const main = kind === 'main';
  const image = (
    <Image
      className={`${styles.image} ${main ? styles.main : ''}`}
      src={src}
      width={width}
      height={height}
      alt={alt}
      sizes={sizes}
      style={cropAround(photo)}
      preload={main}
      fetchPriority={main ? 'high' : undefined}
    />
  );
  return (
    <figure className={styles.photo}>
      {main ? (
        image
      ) : (
        <PhotoViewer
          href={src}
          openLabel={t('enlarge')}
          closeLabel={t('close')}
          title={alt}
          large={
            <figure className={styles.photo}>
              <Image
                className={styles.large}
                src={src}
                width={width}
                height={height}
                alt={alt}
                sizes="(min-width: 74rem) 72rem, 100vw"
              />
              <figcaption className={styles.credit}>{credit}</figcaption>
            </figure>
          }
        >
          {image}
        </PhotoViewer>
      )}
      <figcaption className={styles.credit}>{credit}</figcaption>
    </figure>
  );
}
