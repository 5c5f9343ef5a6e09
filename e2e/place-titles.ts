import places from '../content/places.json' with { type: 'json' };

/** Sorts place titles as the map's list does (German collation). */
export const byTitle = (a: string, b: string) => a.localeCompare(b, 'de');

/** The sample places' titles, of one category or all, in the map list's order. */
export const titlesOf = (category?: string) =>
  places
    .filter((place) => !category || place.category === category)
    .map((place) => place.title)
    .sort(byTitle);
