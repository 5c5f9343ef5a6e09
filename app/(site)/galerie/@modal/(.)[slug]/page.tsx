import PlaceDetail from '@/components/gallery/PlaceDetail';
import { placeFromParams, placeMetadata } from '@/lib/gallery/pages';

/**
 * None prerendered: each place's overlay is rendered when it is first opened and cached from then
 * on (as its page is, which the build prerenders). The build renders each place once, not twice.
 */
export const dynamicParams = true;
export const generateStaticParams = () => [];
export const generateMetadata = placeMetadata;

/** A place opened from the grid: shown in the overlay, the address is its own page. */
export default async function PlaceOverlay({ params }: { params: Promise<{ slug: string }> }) {
  return <PlaceDetail place={await placeFromParams(params)} variant="overlay" />;
}
