import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/content';

/** A photo's Bildnachweis and, where it has one, its licence (a link to the licence's text). */
export default async function PhotoCredit({
  photo: { credit, license },
}: {
  photo: Place['image'];
}) {
  const t = await getTranslations('Place');
  return (
    <>
      {credit}
      {license && (
        <>
          {' · '}
          {t('license')} {license.url ? <a href={license.url}>{license.name}</a> : license.name}
        </>
      )}
    </>
  );
}
