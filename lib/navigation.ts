import { SEARCH_PATH } from '@/lib/search/search';

/** The site's pages in navigation order; labels live in messages/de.json under "Navigation". */
export const mainNavigation = [
  { href: '/', key: 'start' },
  { href: '/karte', key: 'map' },
  { href: '/galerie', key: 'gallery' },
  { href: '/kontakt', key: 'contact' },
  { href: SEARCH_PATH, key: 'search' },
] as const;

export const legalNavigation = [
  { href: '/impressum', key: 'imprint' },
  { href: '/datenschutz', key: 'privacy' },
] as const;
