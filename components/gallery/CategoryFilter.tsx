'use client';

import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/content';
import {
  filterPlaces,
  galleryCategories,
  galleryPath,
  pageRange,
  statesInOrder,
  type Filterable,
  type GalleryFilter,
  type GalleryView,
} from '@/lib/gallery';
import FilterChips, { FilterStatus } from '@/components/filters/FilterChips';
import { useGalleryView } from './use-gallery-view';
import { stateKind } from '@/lib/content/district';
import styles from './CategoryFilter.module.css';

type Props = {
  /**
   * Every place's category and state, in `byState` order: the chips count what each choice would
   * show.
   */
  places: Filterable[];
  categories: Pick<Category, 'slug' | 'label'>[];
};

type Chip = { filter: GalleryFilter; label: string; count: number };

/** `page` for the chip of the view shown, `true` on a later page of that view. */
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
 * without JavaScript too) and the count of shown places. Each row keeps the other row's choice, so
 * a category and a state combine (`/galerie/kategorie/natur/bundesstaat/utah`), and offers only
 * what has places together with it. It lives in the grid's layout, so it stays mounted while the
 * visitor filters and pages: the focus stays on the chip just used, and the count is a live region
 * that announces the new result.
 */
export default function CategoryFilter({ places, categories }: Props) {
  const t = useTranslations('GalleryFilter');
  const view = useGalleryView();
  const category = categories.find(({ slug }) => slug === view.category);
  const state = statesInOrder(places).find(({ slug }) => slug === view.state);
  const count = filterPlaces(places, view).length;
  const { first, last, pages } = pageRange(count, view.page);
  const inState = filterPlaces(places, { state: view.state });
  const inCategory = filterPlaces(places, { category: view.category });
  const categoryChips = [
    { filter: { state: view.state }, label: t('all'), count: inState.length },
    ...galleryCategories(inState, categories)
      // An empty category has a page of its own, but none in a state.
      .filter(({ count }) => count > 0 || !view.state)
      .map(({ slug, label, count }) => ({
        filter: { category: slug, state: view.state },
        label,
        count,
      })),
  ];
  const stateChips = [
    { filter: { category: view.category }, label: t('allStates'), count: inCategory.length },
    ...statesInOrder(inCategory).map(({ slug, label, count }) => ({
      filter: { category: view.category, state: slug },
      label,
      count,
    })),
  ];
  const names = {
    count,
    category: category?.label ?? '',
    state: state?.label ?? '',
    kind: stateKind(state?.label ?? ''),
  };

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
        {category && state && t('countCombined', names)}
        {category && !state && t('countCategory', names)}
        {state && !category && t('countState', names)}
        {!category && !state && t('countAll', names)}
        {pages > 1 && ` ${t('range', { page: view.page, pages, first, last })}`}
      </FilterStatus>
    </>
  );
}
