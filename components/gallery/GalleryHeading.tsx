'use client';

import { useTranslations } from 'next-intl';
import { galleryHeading } from '@/lib/gallery';
import type { FilterOption } from '@/components/filters/FilterChips';
import { useGalleryView } from './use-gallery-view';

type Props = {
  /** The heading without a filter ("Galerie"). */
  title: string;
  categories: Pick<FilterOption, 'slug' | 'label'>[];
  states: Pick<FilterOption, 'slug' | 'label'>[];
};

/**
 * The grid's main heading, named after the view shown: "Natur", "Kalifornien", "Natur in Utah" or
 * "Galerie". It sits in the grid's layout above the filters, so it follows the address there.
 */
export default function GalleryHeading({ title, categories, states }: Props) {
  const t = useTranslations('GalleryFilter');
  const view = useGalleryView();
  const names = {
    category: categories.find(({ slug }) => slug === view.category)?.label,
    state: states.find(({ slug }) => slug === view.state)?.label,
  };
  return <h1>{galleryHeading(names, title, (both) => t('combinedHeading', both))}</h1>;
}
