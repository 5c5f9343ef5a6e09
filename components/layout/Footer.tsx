import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { footerNavigation } from '@/lib/navigation';
import NavLinks from './NavLinks';
import styles from './Footer.module.css';

/**
 * The footer: its links, the copyright line below them, both from the left. Nothing right-aligned:
 * while the page comes in, a right-aligned list or line would move its start leftwards with every
 * word that arrives (a layout shift, as in the header).
 */
export default async function Footer() {
  const t = await getTranslations();
  const site = await getSite();
  return (
    <footer className={styles.footer}>
      <div className={`page-bar ${styles.inner}`}>
        <nav aria-label={t('Layout.footerNavigation')}>
          <NavLinks
            className={styles.links}
            items={footerNavigation.map(({ href, key }) => ({
              href,
              label: t(`Navigation.${key}`),
            }))}
          />
        </nav>
        <p>
          {t('Layout.copyright', {
            year: new Date().getFullYear(),
            owner: site.owner.name,
          })}
        </p>
      </div>
    </footer>
  );
}
