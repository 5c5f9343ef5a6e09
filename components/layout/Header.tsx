import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { mainNavigation } from '@/lib/navigation';
import { SEARCH_PATH } from '@/lib/search/search';
import TripLink from '@/components/trip/TripLink';
import TripToggleHandler from '@/components/trip/TripToggleHandler';
import HeaderMenu from './HeaderMenu';
import styles from './Header.module.css';

/**
 * The trip plan's link where the header shows it: `narrow` beside the name (a phone's bar, or the
 * name's line above the navigation), `wide` after the navigation. The one of the other width is not
 * shown, so the Tab order is the order on screen at every width.
 */
const tripLink = (where?: string) => (
  <TripLink
    className={`${styles.tripLink} ${where}`}
    iconClassName={styles.icon}
    countClassName={styles.tripCount}
  />
);

/**
 * The site's header: its name, and the main navigation. On a phone it is one bar that stays on
 * screen: the name, a search button, the trip plan's link and the menu (Header.module.css).
 */
export default async function Header() {
  const t = await getTranslations();
  const site = await getSite();
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
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <Link href={SEARCH_PATH} className={styles.searchLink} aria-label={t('Navigation.search')}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6" />
            <path d="m15 15 5.5 5.5" />
          </svg>
        </Link>
        {tripLink(styles.narrow)}
        <HeaderMenu
          label={t('Layout.menu')}
          navigationLabel={t('Layout.mainNavigation')}
          items={mainNavigation.map(({ href, key }) => ({ href, label: t(`Navigation.${key}`) }))}
        />
        {tripLink(styles.wide)}
        <TripToggleHandler />
      </div>
    </header>
  );
}
