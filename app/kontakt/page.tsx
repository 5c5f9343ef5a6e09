import { getTranslations } from 'next-intl/server';
import KontaktFormular from '@/components/kontakt/KontaktFormular';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Kontakt');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/kontakt' });
}

export default async function KontaktPage() {
  const t = await getTranslations('Kontakt');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <KontaktFormular />
    </>
  );
}
