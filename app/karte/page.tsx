import { getTranslations } from 'next-intl/server';
import KartenBereich from '@/components/karte/KartenBereich';
import OrteListe, { LIST_ID } from '@/components/karte/OrteListe';
import { content } from '@/lib/content';
import { googleMapsSettings } from '@/lib/karte/einstellungen';
import { toMapPlace } from '@/lib/karte/orte';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata() {
  const t = await getTranslations('Karte');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/karte' });
}

export default async function KartePage() {
  const t = await getTranslations('Karte');
  const { apiKey, mapId } = googleMapsSettings();
  const places = [...content.places].sort((a, b) => a.title.localeCompare(b.title, 'de'));
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <a href={`#${LIST_ID}`} className="skip-link">
        {t('skipToList')}
      </a>
      <KartenBereich apiKey={apiKey} mapId={mapId} places={places.map(toMapPlace)} />
      <OrteListe places={places} />
    </>
  );
}
