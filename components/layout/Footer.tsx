import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { footerNavigation, guideNavigation } from '@/lib/navigation';
import NavLinks from './NavLinks';
import styles from './Footer.module.css';

const columns = [
  { id: 'footer-guide', labelKey: 'guideNavigation', items: guideNavigation },
  { id: 'footer-service', labelKey: 'footerNavigation', items: footerNavigation },
] as const;

/**
 * The footer: the site's name and what it offers, its pages in two named lists (the guide; service
 * and the legal pages), the copyright line. Everything from the left: while the page comes in, a
 * right-aligned list or line would move its start leftwards with every word that arrives (a layout
 * shift, as in the header).
 */
export default async function Footer() {
  const t = await getTranslations();
  const site = await getSite();
  return (
    <footer className={styles.footer}>
      <div className={`page-bar ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.name}>{site.name}</p>
          <p>{site.tagline}</p>
        </div>
        {columns.map(({ id, labelKey, items }) => (
          <nav key={id} aria-labelledby={id}>
            <p id={id} className={styles.title}>
              {t(`Layout.${labelKey}`)}
            </p>
            <NavLinks
              className={styles.links}
              items={items.map(({ href, key }) => ({ href, label: t(`Navigation.${key}`) }))}
            />
          </nav>
        ))}
        <p className={styles.copyright}>
          {t('Layout.copyright', { year: new Date().getFullYear(), owner: site.owner.name })}
        </p>
      </div>
    </footer>
  );
}
