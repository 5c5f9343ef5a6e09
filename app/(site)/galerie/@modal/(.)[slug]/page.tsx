import PlaceDetail from '@/components/gallery/PlaceDetail';
import { placeFromParams, placeMetadata, placeParams } from '@/lib/gallery/pages';

export const dynamicParams = true;
export const generateStaticParams = placeParams;
export const generateMetadata = placeMetadata;

/** A place opened from the grid: shown in the overlay, the address is its own page. */
export default async function PlaceOverlay({ params }: { params: Promise<{ slug: string }> }) {
  return <PlaceDetail place={await placeFromParams(params)} variant="overlay" />;
}
