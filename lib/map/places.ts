import type { Place, PlaceTile } from '@/lib/content';

/** What the map needs of a place (the client gets only this, not the whole text). */
export type MapPlace = {
  slug: string;
  title: string;
  summary: string;
  /** The slug of its category, for the map's category filter. */
  category: string;
  lat: number;
  lng: number;
};

export function toMapPlace({ slug, title, summary, category, location }: PlaceTile): MapPlace {
  return { slug, title, summary, category, lat: location.lat, lng: location.lng };
}

const coordinates = ({ location }: Pick<Place, 'location'>) =>
  encodeURIComponent(`${location.lat},${location.lng}`);

/** A Google Maps link (Maps URLs, no API key) that opens the place in Google Maps. */
export function googleMapsUrl(place: Pick<Place, 'location'>) {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates(place)}`;
}

/** A Google Maps link that plans the route from where the visitor is to the place. */
export function googleMapsDirectionsUrl(place: Pick<Place, 'location'>) {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates(place)}`;
}
