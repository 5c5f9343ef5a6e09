import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import Document from '@/components/layout/Document';
import DocumentSection from '@/components/layout/DocumentSection';
import Address from '@/components/legal/Address';
import ContactDetails from '@/components/legal/ContactDetails';
import PageStructuredData from '@/components/seo/PageStructuredData';

export async function generateMetadata() {
  const t = await getTranslations('Imprint');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/impressum' });
}

export default async function ImprintPage() {
  const t = await getTranslations('Imprint');
  const { owner } = await getSite();
  return (
    <Document title={t('title')}>
      <PageStructuredData trail={[{ name: t('title'), path: '/impressum' }]} />
      <DocumentSection id="provider" heading={t('provider')}>
        <Address />
      </DocumentSection>
      <DocumentSection id="contact" heading={t('contact')}>
        <ContactDetails />
      </DocumentSection>
      {owner.vatId && (
        <DocumentSection id="vat-id" heading={t('vatId')}>
          <p>{owner.vatId}</p>
        </DocumentSection>
      )}
      <DocumentSection id="responsible" heading={t('responsible')}>
        <p>{owner.contentResponsible}</p>
      </DocumentSection>
      <DocumentSection id="dispute" heading={t('disputeHeading')}>
        <p>{t('dispute')}</p>
      </DocumentSection>
    </Document>
  );
}
