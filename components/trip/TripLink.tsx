'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import Link from '@/components/navigation/IntentLink';
import { announce } from '@/components/layout/announce';
import { MAX_STOPS, parseTrip, toggled, tripPath, TRIP_PATH } from '@/lib/trip/list';
import { storedTrip, storeTrip, useStoredTrip } from './trip-store';
import BookmarkIcon from './BookmarkIcon';

type Props = { className?: string; iconClassName?: string; countClassName?: string };

/** The "Auf die Merkliste" forms of the page (TripToggle), marked whether their place is listed. */
function markToggles(slugs: readonly string[]) {
  for (const toggle of document.querySelectorAll<HTMLElement>('form[data-trip]')) {
    toggle.toggleAttribute('data-listed', slugs.includes(toggle.dataset.trip ?? ''));
  }
}

/**
 * The header's link to the plan with the number of places on it, and the one client part behind
 * every "Auf die Merkliste" of the site (TripToggle: forms that open /merkliste?orte=<slug>, which
 * work without JavaScript): submitting one, anywhere on the page, adds its place to the list in
 * this browser's storage or takes it out, instead of opening the plan (one listener on the
 * document, not one per form). Without JavaScript the link leads to the plan without a number.
 */
export default function TripLink({ className, iconClassName, countClassName }: Props) {
  const t = useTranslations('TripActions');
  const stored = useStoredTrip();
  const pathname = usePathname();
  const slugs = parseTrip(stored);

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

  return (
    <Link
      href={stored === null ? TRIP_PATH : tripPath(slugs)}
      className={className}
      aria-label={stored === null ? t('link') : t('linkCount', { count: slugs.length })}
      aria-current={pathname === TRIP_PATH ? 'page' : undefined}
    >
      <BookmarkIcon className={iconClassName} />
      {slugs.length > 0 && (
        <span className={countClassName} aria-hidden="true">
          {slugs.length}
        </span>
      )}
    </Link>
  );
}
