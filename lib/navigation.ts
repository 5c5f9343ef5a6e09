import { SEARCH_PATH } from '@/lib/search/search';
import { TRIP_PATH } from '@/lib/trip/list';

/** The site's pages in navigation order; labels live in messages/de.json under "Navigation". */
export const mainNavigation = [
  { href: '/', key: 'start' },
  { href: '/karte', key: 'map' },
  { href: '/galerie', key: 'gallery' },
  { href: '/reiseinfos', key: 'travelInfo' },
  { href: '/kontakt', key: 'contact' },
  { href: SEARCH_PATH, key: 'search' },
] as const;

const legalNavigation = [
  { href: '/impressum', key: 'imprint' },
  { href: '/datenschutz', key: 'privacy' },
  { href: '/barrierefreiheit', key: 'accessibility' },
] as const;

/** The footer's first column: the guide's pages (those of the main navigation but the start). */
export const guideNavigation = [
  { href: '/karte', key: 'map' },
  { href: '/galerie', key: 'gallery' },
  { href: '/reiseinfos', key: 'travelInfo' },
  { href: TRIP_PATH, key: 'trip' },
  { href: SEARCH_PATH, key: 'search' },
] as const;

/** The footer's second column: the way to the owner, the legal pages. */
export const footerNavigation = [{ href: '/kontakt', key: 'contact' }, ...legalNavigation] as const;
