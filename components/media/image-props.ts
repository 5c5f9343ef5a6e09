import { getImageProps, type ImageProps } from 'next/image';

/** The candidates of a `srcset`: each with its address and its width (`640w`), or null (`2x`). */
function candidates(srcSet: string) {
  return srcSet.split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    return { candidate, url, width: width === undefined ? null : Number(width) };
  });
}

/**
 * next/image's picture attributes (`getImageProps`) without the `srcset` widths beyond the photo's
 * own: the image optimizer never enlarges, so every width past the first one at or above the
 * photo's width (1920, 2048 and 3840 for a photo 1,200 pixels wide) is the same picture under
 * another address, a longer page (the list stands in the HTML and again in its RSC data) and
 * another entry in the optimizer's cache. A browser that wants more pixels takes the widest one
 * left, which is all the photo has. `src` (for a browser without `srcset`) becomes that widest one
 * too. Lists of densities (`1x, 2x`, a picture of a fixed size) stay as they are.
 */
export function imageProps(image: ImageProps) {
  const result = getImageProps(image);
  const { srcSet } = result.props;
  const width = Number(image.width);
  if (!srcSet || !(width > 0)) return result;
  const list = candidates(srcSet);
  if (list.some((entry) => entry.width === null)) return result;
  const last = list.findIndex((entry) => entry.width! >= width);
  if (last === -1 || last === list.length - 1) return result;
  const kept = list.slice(0, last + 1);
  return {
    props: {
      ...result.props,
      srcSet: kept.map((entry) => entry.candidate).join(', '),
      src: kept.at(-1)!.url,
    },
  };
}
