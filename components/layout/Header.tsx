import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { mainNavigation } from '@/lib/navigation';
import NavLinks from './NavLinks';
import styles from './Header.module.css';

export default async function Header() {
  const t = await getTranslations();
  const { site } = await getContent();
  return (
    <header className={styles.header}>
      <div className={`page-bar ${styles.bar}`}>
        <Link
          href="/"
          className={styles.brand}
          aria-label={t('Layout.homeLink', { name: site.name })}
        >
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 2a10 10 0 0 0-10 10c0 7.5 10 18 10 18s10-10.5 10-18A10 10 0 0 0 16 2Zm0 14a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z" />
          </svg>
          {site.name}
        </Link>
        <nav className={styles.navigation} aria-label={t('Layout.mainNavigation')}>
          <NavLinks
            className={styles.nav}
            items={mainNavigation.map(({ href, key }) => ({ href, label: t(`Navigation.${key}`) }))}
          />
        </nav>
      </div>
    </header>
  );
}
