'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { announce } from '@/components/layout/announce';
import { MAX_STOPS, parseTrip, toggled } from '@/lib/trip/list';
import { storedTrip, storeTrip, useStoredTrip } from './trip-store';

/** The "Auf die Merkliste" forms of the page (TripToggle), marked whether their place is listed. */
function markToggles(slugs: readonly string[]) {
  for (const toggle of document.querySelectorAll<HTMLElement>('form[data-trip]')) {
    toggle.toggleAttribute('data-listed', slugs.includes(toggle.dataset.trip ?? ''));
  }
}

/**
 * The one client part behind every "Auf die Merkliste" of the site (TripToggle: forms that open
 * /merkliste?orte=<slug>, which work without JavaScript): submitting one, anywhere on the page,
 * adds its place to the list in this browser's storage or takes it out, instead of opening the
 * plan (one listener on the document, not one per form), and every form shows whether its place
 * is listed. It renders nothing; the header holds it once.
 */
export default function TripToggleHandler() {
  const t = useTranslations('TripActions');
  const stored = useStoredTrip();
  const pathname = usePathname();

  useEffect(() => markToggles(parseTrip(stored)), [stored, pathname]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const toggle = (event.target as Element).closest<HTMLFormElement>('form[data-trip]');
      if (!toggle || event.defaultPrevented) return;
      event.preventDefault();
      const slug = toggle.dataset.trip!;
      const title = toggle.dataset.title ?? slug;
      const before = storedTrip();
      if (!before.includes(slug) && before.length >= MAX_STOPS) {
        announce(t('full', { max: MAX_STOPS }));
        return;
      }
      const after = toggled(before, slug);
      storeTrip(after);
      announce(t(after.includes(slug) ? 'added' : 'removed', { title, count: after.length }));
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, [t]);

  return null;
}
