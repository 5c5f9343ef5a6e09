import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import Address from '@/components/legal/Address';
import PageStructuredData from '@/components/seo/PageStructuredData';

export async function generateMetadata() {
  const t = await getTranslations('Imprint');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/impressum' });
}

export default async function ImprintPage() {
  const t = await getTranslations('Imprint');
  const { owner } = (await getContent()).site;
  return (
    <div className="prose">
      <h1>{t('title')}</h1>
      <PageStructuredData trail={[{ name: t('title'), path: '/impressum' }]} />
      <h2>{t('provider')}</h2>
      <Address />
      <h2>{t('contact')}</h2>
      <p>
        {t('phone')}: <a href={`tel:${owner.phone.replace(/[^+\d]/g, '')}`}>{owner.phone}</a>
        <br />
        {t('email')}: <a href={`mailto:${owner.email}`}>{owner.email}</a>
      </p>
      {owner.vatId && (
        <>
          <h2>{t('vatId')}</h2>
          <p>{owner.vatId}</p>
        </>
      )}
      <h2>{t('responsible')}</h2>
      <p>{owner.contentResponsible}</p>
      <h2>{t('disputeHeading')}</h2>
      <p>{t('dispute')}</p>
    </div>
  );
}
