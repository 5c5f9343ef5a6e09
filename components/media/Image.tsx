import type { ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';
import { imageProps } from './image-props';

/**
 * next/image's picture, rendered by the server alone: the same `srcset` (up to the photo's own
 * width, image-props.ts), `sizes`, dimensions, lazy loading and (with `preload`) the same
 * `<link rel="preload">` in the head, but without next/image's client component, which React
 * hydrates picture by picture. Every picture of our pages is a plain photo (no placeholder, no
 * `onLoad`), so that component has nothing to do in the browser; on a phone it cost about 10 ms of
 * hydration per page (docs/decisions.md#light-pages).
 */
export default function Image({ preload, ...image }: ImageProps) {
  const { props } = imageProps({ ...image, preload });
  if (preload) {
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // The props are next/image's own (getImageProps): `alt` among them.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
