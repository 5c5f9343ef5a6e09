import { getTranslations } from 'next-intl/server';
import { logout } from '@/components/admin/actions';
import styles from './Admin.module.css';

export default async function LogoutButton() {
  const t = await getTranslations('Admin');
  return (
    <form action={logout} className={styles.logout}>
      <button type="submit" className="button button-secondary">
        {t('logout')}
      </button>
    </form>
  );
}
