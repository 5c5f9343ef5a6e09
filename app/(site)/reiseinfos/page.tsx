import { getTranslations } from 'next-intl/server';
import SectionsDocument from '@/components/legal/SectionsDocument';
import { getDocument } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = await getTranslations('TravelInfo');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/reiseinfos' });
}

/** What a German traveller should know before the journey (the owner's text, from the backend). */
export default async function TravelInfoPage() {
  const t = await getTranslations('TravelInfo');
  const travelInfo = await getDocument('travelInfo');
  return <SectionsDocument title={t('title')} path="/reiseinfos" sections={travelInfo} />;
}
