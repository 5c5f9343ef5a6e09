'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import Link from '@/components/navigation/IntentLink';
import { announce } from '@/components/layout/announce';
import { MAX_STOPS, parseTrip, toggled, tripPath, TRIP_PATH } from '@/lib/trip/list';
import { storedTrip, storeTrip, useStoredTrip } from './trip-store';

type Props = { className?: string; iconClassName?: string; countClassName?: string };

/** The "Auf die Merkliste" links of the page (TripToggle), marked whether their place is listed. */
function markToggles(slugs: readonly string[]) {
  for (const toggle of document.querySelectorAll<HTMLElement>('a[data-trip]')) {
    toggle.toggleAttribute('data-listed', slugs.includes(toggle.dataset.trip ?? ''));
  }
}

/**
 * The header's link to the plan with the number of places on it, and the one client part behind
 * every "Auf die Merkliste" link of the site (TripToggle: plain links to /merkliste?orte=<slug>,
 * which work without JavaScript): a click on one, anywhere on the page, adds its place to the list
 * in this browser's storage or takes it out, instead of following the link (one listener on the
 * document, not one per link). Without JavaScript the link leads to the plan without a number.
 */
export default function TripLink({ className, iconClassName, countClassName }: Props) {
  const t = useTranslations('TripActions');
  const stored = useStoredTrip();
  const pathname = usePathname();
  const slugs = parseTrip(stored);

  useEffect(() => markToggles(parseTrip(stored)), [stored, pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const toggle = (event.target as Element).closest<HTMLAnchorElement>('a[data-trip]');
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!toggle || event.defaultPrevented || event.button !== 0 || modified) return;
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
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [t]);

  return (
    <Link
      href={stored === null ? TRIP_PATH : tripPath(slugs)}
      className={className}
      aria-label={stored === null ? t('link') : t('linkCount', { count: slugs.length })}
      aria-current={pathname === TRIP_PATH ? 'page' : undefined}
    >
      <svg className={iconClassName} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 3.5h12v17l-6-4.5-6 4.5Z" />
      </svg>
      {slugs.length > 0 && (
        <span className={countClassName} aria-hidden="true">
          {slugs.length}
        </span>
      )}
    </Link>
  );
}
