import { getTranslations } from 'next-intl/server';
import WithdrawConsent from '@/components/map/WithdrawConsent';
import Address from '@/components/legal/Address';
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
    <div className="prose">
      <h1>{t('title')}</h1>
      <PageStructuredData trail={[{ name: t('title'), path: '/datenschutz' }]} />
      <nav aria-labelledby="contents-heading">
        <h2 id="contents-heading">{t('contents')}</h2>
        <ol>
          {privacy.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {privacy.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {extras[section.id]}
        </section>
      ))}
    </div>
  );
}
