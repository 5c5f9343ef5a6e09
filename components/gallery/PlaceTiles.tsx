import type { PlaceTile } from '@/lib/content';
import PlaceCard from '@/components/places/PlaceCard';
import EndCard, { type EndLink } from './EndCard';
import MasonryGrid from './MasonryGrid';
import { tileSizes } from './masonry';
import { preloadFirstRows } from './preload-first-rows';

type Props = {
  places: PlaceTile[];
  headingLevel: 'h2' | 'h3';
  /** The tiles' links open the place in the gallery's overlay (only within /galerie). */
  opensOverlay?: boolean;
  /** The grid is the page's first picture: load its first row first (not below a hero). */
  leadsPage?: boolean;
  /** Where the visitor may go on from the tiles: the grid's end card. */
  more?: EndLink;
};

/** Places as the gallery's tiles: their cards in the masonry grid, the first row's images preloaded. */
export default function PlaceTiles({
  places,
  headingLevel,
  opensOverlay = false,
  leadsPage = true,
  more,
}: Props) {
  if (leadsPage) preloadFirstRows(places);
  return (
    <MasonryGrid
      aspects={places.map(({ image }) => image.width / image.height)}
      end={more && <EndCard {...more} />}
      scroll={opensOverlay ? false : undefined}
    >
      {places.map((place, index) => (
        <PlaceCard
          key={place.slug}
          place={place}
          sizes={tileSizes}
          priority={leadsPage && index === 0}
          headingLevel={headingLevel}
        />
      ))}
    </MasonryGrid>
  );
}
