'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRememberedConsent, withdrawConsent } from './consent';
import styles from './Map.module.css';

/** On /datenschutz: shows whether "Google Maps immer laden" is stored and withdraws it. */
export default function WithdrawConsent() {
  const t = useTranslations('MapView');
  const remembered = useRememberedConsent();
  const [withdrawn, setWithdrawn] = useState(false);

  let status = '';
  if (remembered) status = t('consentStored');
  else if (withdrawn) status = t('consentWithdrawn');
  else if (remembered === false) status = t('consentNone');

  return (
    <div className={styles.withdraw}>
      <p role="status" className={styles.withdrawStatus}>
        {status}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={!remembered}
        onClick={() => {
          if (!remembered) return;
          withdrawConsent();
          setWithdrawn(true);
        }}
      >
        {t('withdraw')}
      </button>
    </div>
  );
}
