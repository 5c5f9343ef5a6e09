import type {
  BreadcrumbList,
  ContactPage,
  ImageObject,
  ItemList,
  Organization,
  TouristAttraction,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Place, Site } from '@/lib/content';
import { siteUrl } from '@/lib/site-url';

/**
 * Structured data (schema.org JSON-LD) built from the content, so that search engines know what a
 * page is: the site and its owner on every page, a breadcrumb trail below the start page, a place
 * with its coordinates, the places a gallery page shows, the contact page. Only what the page
 * itself shows; absolute URLs from SITE_URL. Rendered by components/seo/JsonLd.tsx.
 */

/** One step of a breadcrumb trail: its label as the page shows it and its address. */
export type Crumb = { name: string; path: string };

const absolute = (path: string) => `${siteUrl}${path === '/' ? '' : path}`;
const websiteId = `${siteUrl}/#website`;
const ownerId = `${siteUrl}/#owner`;

/** The site and its owner (the same data as the Impressum): on every page. */
export function siteGraph(site: Site): WithContext<WebSite | Organization>[] {
  const { owner } = site;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': websiteId,
      url: absolute('/'),
      name: site.name,
      description: site.description,
      inLanguage: 'de-DE',
      publisher: { '@id': ownerId },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ownerId,
      name: owner.company,
      url: absolute('/'),
      email: owner.email,
      telephone: owner.phone,
      vatID: owner.vatId,
      founder: { '@type': 'Person', name: owner.name },
      address: {
        '@type': 'PostalAddress',
        streetAddress: owner.street,
        postalCode: owner.postalCode,
        addressLocality: owner.city,
        addressCountry: owner.country === 'Deutschland' ? 'DE' : owner.country,
      },
    },
  ];
}

/** The trail from the start page to the page shown (its last step). */
export function breadcrumbList(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(path),
    })),
  };
}

/**
 * A photo a page shows, with its Bildnachweis (`creditText`) and the address of its licence's text
 * (`license`). No `acquireLicensePage`: the site sells no licences, and where a photo's licence
 * allows reuse, its text says how.
 */
function imageObject({ src, width, height, alt, credit, license }: Place['image']): ImageObject {
  return {
    '@type': 'ImageObject',
    contentUrl: absolute(src),
    url: absolute(src),
    width: { '@type': 'QuantitativeValue', value: width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: height, unitCode: 'E37' },
    caption: alt,
    creditText: credit,
    license: license?.url,
  };
}

/**
 * A place on its own page: where it is, what it looks like (its photos), which state it is in; from its facts
 * the official website (`sameAs`) and free entry, and when the page's content last changed.
 */
export function touristAttraction(place: Place): WithContext<TouristAttraction> {
  const { website, freeAdmission } = place.facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: place.title,
    // The page's first paragraph (the summary is the meta description, not shown there).
    description: place.description[0],
    url: absolute(`/galerie/${place.slug}`),
    image: [place.image, ...place.photos].map(imageObject),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: place.location.lat,
      longitude: place.location.lng,
    },
    address: { '@type': 'PostalAddress', addressRegion: place.state, addressCountry: 'US' },
    sameAs: website,
    // Only a free entry is a fact: a missing flag may as well mean "not filled in".
    isAccessibleForFree: freeAdmission || undefined,
    // schema.org has no isPartOf for a place: its page is part of the site.
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': absolute(`/galerie/${place.slug}`),
      isPartOf: { '@id': websiteId },
      dateModified: place.updatedAt,
    },
  };
}

/** The places a gallery page shows, in the order it shows them. */
export function placeList(
  name: string,
  places: Pick<Place, 'slug' | 'title'>[],
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: places.length,
    itemListElement: places.map((place, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: place.title,
      url: absolute(`/galerie/${place.slug}`),
    })),
  };
}

/** The contact page. */
export function contactPage(name: string, description: string): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    description,
    url: absolute('/kontakt'),
    inLanguage: 'de-DE',
    isPartOf: { '@id': websiteId },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped, so that no text of the content
 * can close the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
