import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { footerNavigation } from '@/lib/navigation';
import NavLinks from './NavLinks';
import styles from './Footer.module.css';

export default async function Footer() {
  const t = await getTranslations();
  const site = await getSite();
  return (
    <footer className={styles.footer}>
      <div className={`page-bar ${styles.inner}`}>
        <p>
          {t('Layout.copyright', {
            year: new Date().getFullYear(),
            owner: site.owner.name,
          })}
        </p>
        <nav aria-label={t('Layout.footerNavigation')}>
          <NavLinks
            className={styles.links}
            items={footerNavigation.map(({ href, key }) => ({
              href,
              label: t(`Navigation.${key}`),
            }))}
          />
        </nav>
      </div>
    </footer>
  );
}
