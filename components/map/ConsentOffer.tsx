'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/navigation/IntentLink';
import { rememberConsent } from './consent';
import MapNotice from './MapNotice';
import styles from './Map.module.css';

type Props = {
  /** The visitor agreed (this once, or "always", which is remembered before this is called). */
  onAgree: () => void;
};

/**
 * The offer to load Google's map: what loading sends to Google, a link to the privacy policy,
 * "Karte laden" (this once) and "Google Maps immer laden" (remembered in the consent cookie, which
 * /datenschutz withdraws). Nothing is requested from Google before one of them is chosen.
 */
export default function ConsentOffer({ onAgree }: Props) {
  const t = useTranslations('MapView');
  const agree = (always: boolean) => {
    if (always) rememberConsent();
    onAgree();
  };
  return (
    <MapNotice heading={t('consentHeading')}>
      <p>
        {t.rich('consentText', {
          link: (text) => <Link href="/datenschutz#google-maps">{text}</Link>,
        })}
      </p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={() => agree(false)}>
          {t('loadOnce')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => agree(true)}>
          {t('loadAlways')}
        </button>
      </p>
      <p className={styles.finePrint}>{t('loadAlwaysHint')}</p>
    </MapNotice>
  );
}
