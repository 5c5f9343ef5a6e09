import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Contact');
  return { title: t('sent.title'), robots: { index: false } };
}

/** Where the form without JavaScript leads after a successful POST (303 from /kontakt/senden). */
export default async function SentPage() {
  const t = await getTranslations('Contact');
  return (
    <div className="prose">
      <h1>{t('sent.title')}</h1>
      <p>{t('sent.text')}</p>
      <p className={styles.actions}>
        <Link href="/" className="button">
          {t('sent.home')}
        </Link>
        <Link href="/kontakt" className="button button-secondary">
          {t('sent.again')}
        </Link>
      </p>
    </div>
  );
}
