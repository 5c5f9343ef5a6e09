import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { googleMapsSettings } from '@/lib/map/settings';
import LocationPickerMap from './LocationPickerMap';

/**
 * Under a place's coordinates: a map to set them by a click (or by moving the marker). Google Maps
 * loads only when the owner asks for it, so that the backend sends nothing to a third party
 * unasked; without an API key the coordinates are entered by hand.
 */
export async function LocationPicker() {
  const t = await getTranslations({ locale, namespace: 'Admin.locationPicker' });
  const { apiKey, mapId } = googleMapsSettings();
  if (!apiKey) return <p className="field-description">{t('notSetUp')}</p>;
  return (
    <LocationPickerMap
      apiKey={apiKey}
      mapId={mapId}
      texts={{
        load: t('load'),
        loadHint: t('loadHint'),
        loading: t('loading'),
        label: t('label'),
        marker: t('marker'),
        help: t('help'),
        failed: t('failed'),
      }}
    />
  );
}
