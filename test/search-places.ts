// Places and categories for the search's tests: few, each there for a case; and the shipped ones.
import shippedCategories from '@/content/categories.json';
import shippedContent from '@/content/places.json';
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
const shippedPlaces = shippedContent.map(
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
const shippedWords = [
  ...new Set(
    shippedPlaces.flatMap((place) =>
      tokens([place.title, place.summary, ...place.description].join(' ')),
    ),
  ),
];

/** The shipped content, for the tests that compare the memos with a search without them. */
export const shipped = {
  categories: shippedCategories as Category[],
  /**
   * The places as the owner might publish them one after another: as they are, each with a new
   * summary, in the opposite order (which may change which spelling counts first), as at first.
   */
  versions: [
    shippedPlaces,
    shippedPlaces.map((place, index) => ({ ...place, summary: `Neu ${index}: Wüste und Strand` })),
    [...shippedPlaces].reverse(),
    shippedPlaces,
  ],
  /** Every 30th of the words of their texts. */
  words: shippedWords.filter((_, index) => index % 30 === 0),
};

/** A fresh copy, as each request gets the places from the data cache. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
