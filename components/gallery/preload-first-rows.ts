import { preload } from 'react-dom';
import { imageProps } from '@/components/media/image-props';
import type { PlaceTile } from '@/lib/content';
import { firstRow, layoutMedia, layouts, tileSizes } from './masonry';

/**
 * The first row holds the first tiles, as many as the layout has columns. The first tile is first
 * everywhere and preloads itself; the next ones get a preload limited to the viewports whose first
 * row shows them, so a phone does not fetch the images that only a desktop shows at the top.
 */
export function preloadFirstRows(places: PlaceTile[]) {
  const media = new Map<number, string[]>();
  for (const { columns } of layouts) {
    for (const index of firstRow(places.length, columns).filter(Boolean)) {
      media.set(index, [...(media.get(index) ?? []), layoutMedia(columns)]);
    }
  }
  for (const [index, queries] of media) {
    const { image } = places[index]!;
    const { props } = imageProps({ ...image, sizes: tileSizes });
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
      media: queries.join(', '),
    });
  }
}
