import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Galerie');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/galerie' });
}

export default async function GaleriePage() {
  const t = await getTranslations('Galerie');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
    </>
  );
}
