import { SEARCH_PATH } from '@/lib/search/search';

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

/** The footer's links: the travel information (also in the main navigation), the legal pages. */
export const footerNavigation = [
  { href: '/reiseinfos', key: 'travelInfo' },
  ...legalNavigation,
] as const;
