import { getTranslations } from 'next-intl/server';
import ContactForm from '@/components/contact/ContactForm';
import ClientMessages from '@/components/layout/ClientMessages';
import { sendContactForm } from './actions';
import ContactDetails from '@/components/legal/ContactDetails';
import { pageMetadata } from '@/lib/seo/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';
import { contactPage } from '@/lib/seo/structured-data';
import styles from './page.module.css';

export async function generateMetadata() {
  const t = await getTranslations('Contact');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/kontakt' });
}

/** The form, and beside it the owner's e-mail address and telephone number from the content. */
export default async function ContactPage() {
  const [t, tDetails] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('ContactDetails'),
  ]);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className={styles.layout}>
        <ClientMessages namespaces={['Contact']}>
          <ContactForm action={sendContactForm} />
        </ClientMessages>
        <aside aria-labelledby="direct-contact" className={styles.direct}>
          <h2 id="direct-contact" className={styles.heading}>
            {tDetails('heading')}
          </h2>
          <p>{tDetails('text')}</p>
          <ContactDetails />
        </aside>
      </div>
      <PageStructuredData
        trail={[{ name: t('title'), path: '/kontakt' }]}
        nodes={[contactPage(t('title'), t('description'))]}
      />
    </>
  );
}
