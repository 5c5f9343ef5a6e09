'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrowserValue } from '@/lib/browser/use-browser-value';
import styles from './ShareButton.module.css';

/** What the browser offers: its share sheet (Web Share API), or else copying the link. */
const browserSupport = () => ('share' in navigator ? 'share' : 'copy');

type Props = { title: string; text: string; path: string };

/**
 * Shares a place's page: the browser's share sheet where it has one (phones), else "Link kopieren"
 * copies the address, and a live region says so. Before hydration, and without JavaScript, the
 * button keeps its place but is not shown: it could do nothing.
 */
export default function ShareButton({ title, text, path }: Props) {
  const t = useTranslations('Share');
  const support = useBrowserValue(browserSupport, null);
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = new URL(path, window.location.href).href;
    setStatus('');
    if (support === 'share') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closed by the visitor; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyFailed', { url }));
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.share}`}
        data-ready={support ? '' : undefined}
        onClick={share}
      >
        {support === 'share' ? t('share') : t('copyLink')}
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </>
  );
}
