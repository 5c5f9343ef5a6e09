import { getTranslations } from 'next-intl/server';
import WithdrawConsent from '@/components/map/WithdrawConsent';
import Address from '@/components/legal/Address';
import Document from '@/components/layout/Document';
import DocumentSection from '@/components/layout/DocumentSection';
import { getContent } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import PageStructuredData from '@/components/seo/PageStructuredData';

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
  'google-maps': <WithdrawConsent />,
});

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
  const { privacy, site } = await getContent();
  const extras = sectionExtras(site.owner.email);
  return (
    <Document title={t('title')} contents={privacy.map(({ id, heading }) => ({ id, heading }))}>
      <PageStructuredData trail={[{ name: t('title'), path: '/datenschutz' }]} />
      {privacy.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {extras[section.id]}
        </DocumentSection>
      ))}
    </Document>
  );
}
