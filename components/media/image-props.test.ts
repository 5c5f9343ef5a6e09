import { imageProps } from './image-props';

const widthsOf = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('imageProps', () => {
  it('lists no width beyond the first at or above the photo’s own', () => {
    const { props } = imageProps({
      src: '/bilder/grand-canyon.jpg',
      width: 1200,
      height: 900,
      alt: '',
      sizes: '100vw',
    });
    expect(widthsOf(props.srcSet)).toEqual(['640w', '750w', '828w', '1080w', '1200w']);
    expect(props.src).toBe('/_next/image?url=%2Fbilder%2Fgrand-canyon.jpg&w=1200&q=75');
  });

  it('keeps the next wider width for a photo between two widths', () => {
    const { props } = imageProps({
      src: '/bilder/new-york-city.jpg',
      width: 900,
      height: 1200,
      alt: '',
      sizes: '(min-width: 64rem) 25vw, 50vw',
    });
    expect(widthsOf(props.srcSet)).toEqual(['256w', '384w', '640w', '750w', '828w', '1080w']);
    expect(props.src).toBe('/_next/image?url=%2Fbilder%2Fnew-york-city.jpg&w=1080&q=75');
  });

  it('leaves a picture of a fixed size with its densities as next/image makes it', () => {
    const { props } = imageProps({ src: '/bilder/zion.jpg', width: 80, height: 60, alt: '' });
    expect(props.srcSet).toBe(
      '/_next/image?url=%2Fbilder%2Fzion.jpg&w=96&q=75 1x, /_next/image?url=%2Fbilder%2Fzion.jpg&w=256&q=75 2x',
    );
    expect(props.src).toBe('/_next/image?url=%2Fbilder%2Fzion.jpg&w=256&q=75');
  });

  it('leaves a photo wider than every width as it is', () => {
    const { props } = imageProps({
      src: '/bilder/panorama.jpg',
      width: 4000,
      height: 1000,
      alt: '',
      sizes: '100vw',
    });
    expect(widthsOf(props.srcSet)?.at(-1)).toBe('3840w');
    expect(props.src).toBe('/_next/image?url=%2Fbilder%2Fpanorama.jpg&w=3840&q=75');
  });
});
