'use client';

import { useTranslations } from 'next-intl';
import { MapLoading } from './MapNotice';

/** "Karte wird geladen …" in the map's place, while its code or script loads. */
export default function MapLoadingText() {
  const t = useTranslations('MapView');
  return <MapLoading text={t('loading')} />;
}
