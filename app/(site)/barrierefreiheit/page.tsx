import { getTranslations } from 'next-intl/server';
import Link from '@/components/navigation/IntentLink';
import SectionsDocument from '@/components/legal/SectionsDocument';
import { getDocument, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Accessibility');
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: '/barrierefreiheit',
  });
}

/** The accessibility statement (the owner's text), its feedback section with the ways to write. */
export default async function AccessibilityPage() {
  const t = await getTranslations('Accessibility');
  const [site, accessibility] = await Promise.all([getSite(), getDocument('accessibility')]);
  const { email } = site.owner;
  const feedback = (
    <ul>
      <li>
        <Link href="/kontakt">{t('contactForm')}</Link>
      </li>
      <li>
        {t('email')} <a href={`mailto:${email}`}>{email}</a>
      </li>
    </ul>
  );
  return (
    <SectionsDocument
      title={t('title')}
      path="/barrierefreiheit"
      sections={accessibility}
      extras={{ feedback }}
    />
  );
}
