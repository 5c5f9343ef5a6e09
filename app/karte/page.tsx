import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Karte');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/karte' });
}

export default async function KartePage() {
  const t = await getTranslations('Karte');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
    </>
  );
}
