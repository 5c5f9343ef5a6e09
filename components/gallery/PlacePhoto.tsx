import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';
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
export default async function PlacePhoto({ photo, sizes, priority = false }: Props) {
  const t = await getTranslations('Place');
  const { src, width, height, alt, credit, license } = photo;
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
        {credit}
        {license && (
          <>
            {' · '}
            {t('license')} {license.url ? <a href={license.url}>{license.name}</a> : license.name}
          </>
        )}
      </figcaption>
    </figure>
  );
}
