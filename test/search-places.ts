// Places and categories for the search's tests: few, each there for a case; and the shipped ones.
import shipped from '@/content/places.json';
import type { Category, Place } from '@/lib/content';
import { tokens } from '@/lib/search/german';

export const categories: Category[] = [
  { slug: 'natur', label: 'Natur', description: 'Nationalparks, Canyons und Vulkane der USA.' },
  { slug: 'stadt', label: 'Städte', description: 'Metropolen und Stadtviertel.' },
  { slug: 'kueste', label: 'Küsten & Inseln', description: 'Sandstrände und Leuchttürme.' },
];

const place = (fields: Partial<Place> & Pick<Place, 'slug' | 'category'>) =>
  ({
    title: fields.slug,
    state: 'Utah',
    summary: 'Ein Ort in den USA.',
    description: ['Mehr über diesen Ort.'],
    ...fields,
  }) as Place;

export const places = [
  place({
    slug: 'grand-canyon',
    title: 'Grand Canyon',
    category: 'natur',
    state: 'Arizona',
    description: ['Seit 1919 ist die Schlucht Nationalpark.'],
  }),
  place({ slug: 'zion', title: 'Zion-Nationalpark', category: 'natur' }),
  place({ slug: 'chicago', title: 'Chicago', category: 'stadt', state: 'Illinois' }),
  place({
    slug: 'big-sur',
    title: 'Big Sur',
    category: 'kueste',
    state: 'Kalifornien',
    summary: 'Steilküste mit einsamen Stränden am Pazifik.',
  }),
  place({
    slug: 'yosemite',
    title: 'Yosemite-Nationalpark',
    category: 'natur',
    state: 'Kalifornien',
  }),
];

/** What the search reads of the shipped places (content/), for tests with many words. */
export const shippedPlaces = shipped.map(
  ({ slug, title, state, category, summary, description }) => ({
    slug,
    title,
    state,
    category,
    summary,
    description,
  }),
);

/** The words of the shipped places' texts as written, each once. */
export const shippedWords = [
  ...new Set(
    shippedPlaces.flatMap((place) =>
      tokens([place.title, place.summary, ...place.description].join(' ')),
    ),
  ),
];

/**
 * The places as the owner might publish them one after another: as they are, each with a new
 * summary, in the opposite order (which may change which spelling counts first), as at first.
 */
export const contentVersions = <T extends { summary: string }>(content: T[]) => [
  content,
  content.map((place, index) => ({ ...place, summary: `Neu ${index}: Wüste und Strand` })),
  [...content].reverse(),
  content,
];

/** A fresh copy, as each request gets the places from the data cache. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
