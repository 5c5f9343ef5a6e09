import type { Place } from '@/lib/content';
import PlaceCard from '@/components/places/PlaceCard';
import MasonryGrid from './MasonryGrid';
import { tileSizes } from './masonry';
import { preloadFirstRows } from './preloadFirstRows';

type Props = {
  places: Place[];
  headingLevel: 'h2' | 'h3';
  /** The tiles' links open the place in the gallery's overlay (only within /galerie). */
  opensOverlay?: boolean;
};

/** Places as the gallery's tiles: their cards in the masonry grid, the first row's images preloaded. */
export default function PlaceTiles({ places, headingLevel, opensOverlay = false }: Props) {
  preloadFirstRows(places);
  return (
    <MasonryGrid>
      {places.map((place, index) => (
        <PlaceCard
          key={place.slug}
          place={place}
          sizes={tileSizes}
          priority={index === 0}
          headingLevel={headingLevel}
          opensOverlay={opensOverlay}
        />
      ))}
    </MasonryGrid>
  );
}
