'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import Link from '@/components/navigation/IntentLink';
import { parseTrip, tripPath, TRIP_PATH } from '@/lib/trip/list';
import { useStoredTrip } from './trip-store';
import BookmarkIcon from './BookmarkIcon';

type Props = { className?: string; iconClassName?: string; countClassName?: string };

/**
 * The header's link to the plan with the number of places on it. Without JavaScript it leads to
 * the plan without a number.
 */
export default function TripLink({ className, iconClassName, countClassName }: Props) {
  const t = useTranslations('TripActions');
  const stored = useStoredTrip();
  const pathname = usePathname();
  const slugs = parseTrip(stored);
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
