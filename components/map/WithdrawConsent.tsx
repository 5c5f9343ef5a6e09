'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRememberedConsent, withdrawConsent } from './consent';
import styles from './Map.module.css';

/** On /datenschutz: shows whether "Google Maps immer laden" is stored and withdraws it. */
export default function WithdrawConsent() {
  const t = useTranslations('MapConsent');
  const remembered = useRememberedConsent();
  const [withdrawn, setWithdrawn] = useState(false);

  let status = '';
  if (remembered) status = t('consentStored');
  else if (remembered === false) status = t('consentNone');

  return (
    <div className={styles.withdraw}>
      {/*
       * What is stored, filled in after loading (the cookie is read in the browser): no live
       * region, so that nothing is announced unprompted. The live region below stays empty until
       * the visitor withdraws.
       */}
      <div className={styles.withdrawStatus}>
        {!withdrawn && <p>{status}</p>}
        <p role="status">{withdrawn ? t('consentWithdrawn') : ''}</p>
      </div>
      <button
        type="button"
        className="button button-secondary"
        // Nothing to withdraw: out of the Tab order; just withdrawn: the focus stays on it.
        disabled={!remembered && !withdrawn}
        aria-disabled={!remembered && withdrawn ? true : undefined}
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
