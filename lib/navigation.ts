/** The site's pages in navigation order; labels live in messages/de.json under "Navigation". */
export const mainNavigation = [
  { href: '/', key: 'start' },
  { href: '/karte', key: 'karte' },
  { href: '/galerie', key: 'galerie' },
  { href: '/kontakt', key: 'kontakt' },
] as const;

export const legalNavigation = [
  { href: '/impressum', key: 'impressum' },
  { href: '/datenschutz', key: 'datenschutz' },
] as const;
