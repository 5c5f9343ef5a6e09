'use client';

import Link from '@/components/navigation/IntentLink';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { galleryPath, pageRange, parseGalleryPath, type GalleryView } from '@/lib/gallery';
import styles from './CategoryFilter.module.css';

export type FilterOption = { slug: string; label: string; count: number };

type Props = { total: number; categories: FilterOption[] };

/** `page` for the chip of the view shown, `true` on a later page of that filter. */
function chipState(view: GalleryView, category?: string) {
  if (view.category !== category) return undefined;
  return view.page === 1 ? 'page' : 'true';
}

/**
 * The category chips and the count of shown places. It lives in the grid's layout, so it stays
 * mounted while the visitor filters and pages: the focus stays on the chip just used, and the
 * count is a live region that announces the new result.
 */
export default function CategoryFilter({ total, categories }: Props) {
  const t = useTranslations('GalleryFilter');
  const view = parseGalleryPath(usePathname()) ?? { page: 1 };
  const current = categories.find(({ slug }) => slug === view.category);
  const count = current?.count ?? total;
  const { first, last, pages } = pageRange(count, view.page);
  const chips = [{ slug: undefined, label: t('all'), count: total }, ...categories];

  return (
    <>
      <nav aria-label={t('label')}>
        <ul className={styles.chips}>
          {chips.map(({ slug, label, count }) => (
            <li key={slug ?? ''}>
              <Link
                href={galleryPath({ category: slug, page: 1 })}
                className={`button ${view.category === slug ? '' : 'button-secondary'} ${styles.chip}`}
                aria-current={chipState(view, slug)}
              >
                {label}
                <span className={styles.count}>
                  {count}
                  <span className="visually-hidden"> {t('placesWord', { count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.status}>
        {current
          ? t('countCategory', { count, category: current.label })
          : t('countAll', { count })}
        {pages > 1 && ` ${t('range', { page: view.page, pages, first, last })}`}
      </p>
    </>
  );
}
