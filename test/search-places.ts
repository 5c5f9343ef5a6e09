// Places and categories for the search's tests: few, each there for a case.
import type { Category, Place } from '@/lib/content';

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
