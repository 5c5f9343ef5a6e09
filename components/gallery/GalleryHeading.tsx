'use client';

import { useTranslations } from 'next-intl';
import { galleryDescription, galleryHeading } from '@/lib/gallery';
import type { FilterOption } from '@/components/filters/FilterChips';
import { useGalleryView } from './use-gallery-view';
import { stateKind } from '@/lib/content/district';

type Category = Pick<FilterOption, 'slug' | 'label'> & { description?: string };

type Props = {
  /** The heading without a filter ("Galerie"). */
  title: string;
  /** The lead without a filter. */
  description: string;
  categories: Category[];
  states: Pick<FilterOption, 'slug' | 'label'>[];
};

/**
 * The grid's main heading and its lead, named after the view shown: "Natur" with the category's
 * own description, "Kalifornien", "Natur in Utah" or "Galerie" with theirs (the page's meta
 * description). It sits in the grid's layout above the filters, so it follows the address there.
 */
export default function GalleryHeading({ title, description, categories, states }: Props) {
  const t = useTranslations('GalleryFilter');
  const view = useGalleryView();
  const category = categories.find(({ slug }) => slug === view.category);
  const names = {
    category: category?.label,
    state: states.find(({ slug }) => slug === view.state)?.label,
  };
  return (
    <>
      <h1>{galleryHeading(names, title, (both) => t('combinedHeading', both))}</h1>
      <p className="lead">
        {galleryDescription(names, description, {
          categoryDescription: category?.description,
          state: (state) => t('stateDescription', { state, kind: stateKind(state) }),
          combine: (both) => t('combinedDescription', { ...both, kind: stateKind(both.state) }),
        })}
      </p>
    </>
  );
}
