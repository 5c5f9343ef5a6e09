'use client';
import { useTranslation } from '@payloadcms/ui';
import { useEffect, type ReactNode } from 'react';
import type { accessibleNames } from '@/lib/cms/owner-words';
import {
  repairAccessibleNames,
  type AccessibleNameWords,
} from '@/lib/workarounds/payload-accessible-names';

type Key = `accessibleNames:${keyof typeof accessibleNames}`;

/**
 * Around the whole backend (Payload's `providers` slot): gives Payload's controls that have none an
 * accessible name, in German, whenever the page changes (lib/workarounds/payload-accessible-names.ts).
 */
export function AccessibleNames({ children }: { children?: ReactNode }) {
  const { t } = useTranslation<object, Key>();
  useEffect(() => {
    const words: AccessibleNameWords = {
      selectAllRows: t('general:selectAllRows'),
      selectRow: (title) =>
        title ? t('accessibleNames:selectRow', { title }) : t('accessibleNames:selectUntitledRow'),
      previousPage: t('accessibleNames:previousPage'),
      nextPage: t('accessibleNames:nextPage'),
      moreOptions: t('general:moreOptions'),
      clipboard: t('accessibleNames:clipboard'),
      rowActions: t('accessibleNames:rowActions'),
      move: t('accessibleNames:move'),
      edit: t('general:edit'),
      remove: t('general:remove'),
    };
    const repair = () => repairAccessibleNames(document.body, words);
    repair();
    // For the e2e tests: the page is repaired from now on (after hydration).
    document.documentElement.dataset.namesRepaired = '';
    const observer = new MutationObserver(repair);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-hidden', 'role', 'tabindex'],
    });
    return () => observer.disconnect();
  }, [t]);
  return children;
}
