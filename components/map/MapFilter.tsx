'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import FilterChips, { FilterStatus, type FilterOption } from '@/components/filters/FilterChips';
import { mapCategoryOf, mapPath } from '@/lib/map/page.mjs';

type Props = { total: number; categories: FilterOption[] };

/**
 * The map's category chips: links to /karte/kategorie/<slug>, which show the category's places in
 * the list and, once the map is loaded, as its markers. In the map's layout, so it stays mounted:
 * the focus stays on the chip just used and the count is announced.
 */
export default function MapFilter({ total, categories }: Props) {
  const t = useTranslations('MapFilter');
  const current = mapCategoryOf(usePathname());
  const chosen = categories.find(({ slug }) => slug === current);
  const options: (Omit<FilterOption, 'slug'> & { slug?: string })[] = [
    { label: t('all'), count: total },
    ...categories,
  ];
  return (
    <>
      <nav aria-label={t('label')}>
        <FilterChips
          scroll={false}
          chips={options.map(({ slug, label, count }) => ({
            href: mapPath(slug),
            label,
            count,
            current: slug === current ? 'page' : undefined,
          }))}
        />
      </nav>
      <FilterStatus>
        {chosen
          ? t('countCategory', { count: chosen.count, category: chosen.label })
          : t('countAll', { count: total })}
      </FilterStatus>
    </>
  );
}
