import { getTranslations } from 'next-intl/server';
import { logout } from '@/app/verwaltung/actions';
import styles from './Verwaltung.module.css';

export default async function LogoutButton() {
  const t = await getTranslations('Verwaltung');
  return (
    <form action={logout} className={styles.logout}>
      <button type="submit" className="button button-secondary">
        {t('logout')}
      </button>
    </form>
  );
}
