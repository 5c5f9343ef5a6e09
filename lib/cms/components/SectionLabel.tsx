import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { SectionHeading } from './SectionHeading';

/** A section's row in the backend (privacy policy, Reiseinfos …): labelled by its heading. */
export async function SectionLabel() {
  const t = await getTranslations({ locale, namespace: 'Admin.sections' });
  return <SectionHeading untitled={t('untitled')} />;
}
