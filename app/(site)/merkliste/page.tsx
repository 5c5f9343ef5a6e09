import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import ClientMessages from '@/components/layout/ClientMessages';
import TripPlan from '@/components/trip/TripPlan';
import { getPlace, getPlaceIndex } from '@/lib/content';
import { CONSENT_COOKIE, CONSENT_VALUE } from '@/lib/map/consent-cookie';
import { pageMetadata } from '@/lib/seo/metadata';
import { MAX_STOPS, parseTrip, TRIP_PATH, TRIP_QUERY } from '@/lib/trip/list';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A visitor's own list is no page for search engines: each list would be a page of its own. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Trip');
  return {
    ...(await pageMetadata({ title: t('title'), description: t('description'), path: TRIP_PATH })),
    robots: { index: false, follow: true },
  };
}

/**
 * The trip plan (Merkliste): the places the address names (`?orte=zion,bryce-canyon`), rendered per
 * request, in the address's order. The list itself lives in the visitor's browser; the page's
 * client part (PlanControls) keeps the two in step. Unknown or unpublished slugs are left out and
 * named; past MAX_STOPS the rest is left out. A remembered consent to Google Maps (its cookie)
 * renders the plan's Google map at once (components/trip/TripMapArea.tsx).
 */
export default async function TripPage({ searchParams }: Props) {
  const [t, query, index, cookieStore] = await Promise.all([
    getTranslations('Trip'),
    searchParams,
    getPlaceIndex(),
    cookies(),
  ]);
  const value = query[TRIP_QUERY];
  const named = parseTrip(value, Infinity);
  const slugs = named.slice(0, MAX_STOPS);
  // Only addresses of published places are read (each by itself): an unknown one fills no cache.
  const known = new Set(index.map(({ slug }) => slug));
  const listed = (
    await Promise.all(slugs.filter((slug) => known.has(slug)).map((slug) => getPlace(slug)))
  ).flatMap((place) => place ?? []);
  const unknown = slugs.filter((slug) => !known.has(slug));

  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={['TripActions', 'MapView', 'Share']}>
        <TripPlan
          places={listed}
          all={index}
          fromAddress={value !== undefined}
          unknown={unknown}
          overflow={named.length > MAX_STOPS}
          mapConsent={cookieStore.get(CONSENT_COOKIE)?.value === CONSENT_VALUE}
        />
      </ClientMessages>
    </>
  );
}
