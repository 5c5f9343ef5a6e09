'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  galleryPath,
  pageRange,
  parseGalleryPath,
  type GalleryFilter,
  type GalleryView,
} from '@/lib/gallery';
import FilterChips, { FilterStatus, type FilterOption } from '@/components/filters/FilterChips';
import styles from './CategoryFilter.module.css';

type Props = { total: number; categories: FilterOption[]; states: FilterOption[] };

type Chip = { filter: GalleryFilter; label: string; count: number };

/** `page` for the chip of the view shown, `true` on a later page of that filter. */
function chipState(view: GalleryView, { category, state }: GalleryFilter) {
  if (view.category !== category || view.state !== state) return undefined;
  return view.page === 1 ? 'page' : 'true';
}

function Chips({ chips, view }: { chips: Chip[]; view: GalleryView }) {
  return (
    <FilterChips
      chips={chips.map(({ filter, label, count }) => ({
        href: galleryPath({ ...filter, page: 1 }),
        label,
        count,
        current: chipState(view, filter),
      }))}
    />
  );
}

/**
 * The category chips, the state chips (folded away unless a state is chosen: a native disclosure,
 * without JavaScript too) and the count of shown places. It lives in the grid's layout, so it stays
 * mounted while the visitor filters and pages: the focus stays on the chip just used, and the
 * count is a live region that announces the new result.
 */
export default function CategoryFilter({ total, categories, states }: Props) {
  const t = useTranslations('GalleryFilter');
  const view = parseGalleryPath(usePathname()) ?? { page: 1 };
  const category = categories.find(({ slug }) => slug === view.category);
  const state = states.find(({ slug }) => slug === view.state);
  const count = (category ?? state)?.count ?? total;
  const { first, last, pages } = pageRange(count, view.page);
  const categoryChips = [
    { filter: {}, label: t('all'), count: total },
    ...categories.map(({ slug, label, count }) => ({ filter: { category: slug }, label, count })),
  ];
  const stateChips = states.map(({ slug, label, count }) => ({
    filter: { state: slug },
    label,
    count,
  }));

  return (
    <>
      <nav aria-label={t('label')}>
        <Chips chips={categoryChips} view={view} />
      </nav>
      <details className={styles.states} open={Boolean(state) || undefined}>
        <summary>{t('states')}</summary>
        <nav aria-label={t('stateLabel')}>
          <Chips chips={stateChips} view={view} />
        </nav>
      </details>
      <FilterStatus>
        {category && t('countCategory', { count, category: category.label })}
        {state && t('countState', { count, state: state.label })}
        {!category && !state && t('countAll', { count })}
        {pages > 1 && ` ${t('range', { page: view.page, pages, first, last })}`}
      </FilterStatus>
    </>
  );
}
