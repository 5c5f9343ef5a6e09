import { getTranslations } from 'next-intl/server';
import WithdrawConsent from '@/components/map/WithdrawConsent';
import ClientMessages from '@/components/layout/ClientMessages';
import Address from '@/components/legal/Address';
import SectionsDocument from '@/components/legal/SectionsDocument';
import { getDocument, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Privacy');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/datenschutz' });
}

/** What the page adds below a section of the site owner's text, by section id. */
const sectionExtras = (email: string): Partial<Record<string, React.ReactNode>> => ({
  verantwortlicher: (
    <>
      <Address />
      <p>
        <a href={`mailto:${email}`}>{email}</a>
      </p>
    </>
  ),
  'google-maps': (
    <ClientMessages namespaces={['MapConsent']}>
      <WithdrawConsent />
    </ClientMessages>
  ),
});

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
  const [site, privacy] = await Promise.all([getSite(), getDocument('privacy')]);
  return (
    <SectionsDocument
      title={t('title')}
      path="/datenschutz"
      sections={privacy}
      extras={sectionExtras(site.owner.email)}
    />
  );
}
