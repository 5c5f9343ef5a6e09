import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { galleryPath, pageWindow, type GalleryView } from '@/lib/gallery';
import styles from './Pagination.module.css';

/** Links to the other pages of a grid view: real links, so paging works without JavaScript. */
export default async function Pagination({ view, pages }: { view: GalleryView; pages: number }) {
  if (pages < 2) return null;
  const t = await getTranslations('Gallery');
  const href = (page: number) => galleryPath({ ...view, page });
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {view.page > 1 && (
        <Link href={href(view.page - 1)} rel="prev" className="button button-secondary">
          {t('previousPage')}
        </Link>
      )}
      <ul className={styles.pages}>
        {pageWindow(view.page, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={styles.page}
                aria-current={page === view.page ? 'page' : undefined}
                aria-label={t('pageLabel', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {view.page < pages && (
        <Link href={href(view.page + 1)} rel="next" className="button">
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}
