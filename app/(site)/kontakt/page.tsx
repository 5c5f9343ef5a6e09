import { getTranslations } from 'next-intl/server';
import ContactForm from '@/components/contact/ContactForm';
import { pageMetadata } from '@/lib/seo/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';
import { contactPage } from '@/lib/seo/structured-data';

export async function generateMetadata() {
  const t = await getTranslations('Contact');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/kontakt' });
}

export default async function ContactPage() {
  const t = await getTranslations('Contact');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ContactForm />
      <PageStructuredData
        trail={[{ name: t('title'), path: '/kontakt' }]}
        nodes={[contactPage(t('title'), t('description'))]}
      />
    </>
  );
}
