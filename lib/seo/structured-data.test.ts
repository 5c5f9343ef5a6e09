import { loadContent } from '@/lib/content/load';
import { siteUrl } from '@/lib/site-url';
import {
  breadcrumbList,
  contactPage,
  placeList,
  serializeJsonLd,
  siteGraph,
  touristAttraction,
} from './structured-data';

const json = (data: unknown) => JSON.parse(JSON.stringify(data));

// The sample content (content/), the seed of the backend's database.
const content = loadContent();
const getPlace = (slug: string) => content.places.find((place) => place.slug === slug);
const savedAt = '2026-11-20T09:30:00.000Z';

describe('structured data', () => {
  test('the site and its owner come from the content, the same data as the Impressum', () => {
    const [website, owner] = json(siteGraph(content.site));
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: content.site.name,
      url: siteUrl,
      inLanguage: 'de-DE',
      publisher: { '@id': owner['@id'] },
    });
    expect(owner).toMatchObject({
      '@type': 'Organization',
      name: content.site.owner.company,
      email: content.site.owner.email,
      address: {
        streetAddress: content.site.owner.street,
        postalCode: content.site.owner.postalCode,
        addressLocality: content.site.owner.city,
        addressCountry: 'DE',
      },
    });
  });

  test('a breadcrumb trail numbers its steps from 1 and links them absolutely', () => {
    const trail = json(
      breadcrumbList([
        { name: 'Start', path: '/' },
        { name: 'Galerie', path: '/galerie' },
        { name: 'Grand Canyon', path: '/galerie/grand-canyon' },
      ]),
    );
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: siteUrl },
      { '@type': 'ListItem', position: 2, name: 'Galerie', item: `${siteUrl}/galerie` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Grand Canyon',
        item: `${siteUrl}/galerie/grand-canyon`,
      },
    ]);
  });

  test('a place has its coordinates, image, state and page', () => {
    const place = getPlace('grand-canyon')!;
    const node = json(touristAttraction(place));
    expect(node).toMatchObject({
      '@type': 'TouristAttraction',
      name: 'Grand Canyon',
      description: place.description[0],
      url: `${siteUrl}/galerie/grand-canyon`,
      geo: { '@type': 'GeoCoordinates', latitude: 36.0544, longitude: -112.1401 },
      address: { '@type': 'PostalAddress', addressRegion: 'Arizona', addressCountry: 'US' },
      image: [
        {
          contentUrl: `${siteUrl}/bilder/grand-canyon.jpg`,
          width: { value: 1200 },
          height: { value: 900 },
        },
        { contentUrl: `${siteUrl}/bilder/grand-canyon-2.jpg` },
        { contentUrl: `${siteUrl}/bilder/grand-canyon-3.jpg` },
      ],
      mainEntityOfPage: {
        '@id': `${siteUrl}/galerie/grand-canyon`,
        isPartOf: { '@id': `${siteUrl}/#website` },
      },
    });
  });

  test('each photo names its credit and the address of its licence; one without a licence names none', () => {
    const place = getPlace('grand-canyon')!;
    const own = { ...place.photos[0]!, credit: 'Foto: Erika Mustermann', license: undefined };
    const [main, further, ownPhoto] = json(
      touristAttraction({ ...place, photos: [place.photos[1]!, own] }),
    ).image;
    expect(main).toMatchObject({
      '@type': 'ImageObject',
      caption: place.image.alt,
      creditText: 'Illustration: USA-Reiseführer (Beispielbild)',
      license: 'https://creativecommons.org/publicdomain/zero/1.0/deed.de',
    });
    expect(further).toMatchObject({
      caption: place.photos[1]!.alt,
      creditText: place.photos[1]!.credit,
    });
    expect(ownPhoto.creditText).toBe('Foto: Erika Mustermann');
    expect(ownPhoto).not.toHaveProperty('license');
    expect(ownPhoto).not.toHaveProperty('acquireLicensePage');
  });

  test("a place's facts: its official website, free entry, the page's last change", () => {
    const canyon = json(touristAttraction({ ...getPlace('grand-canyon')!, updatedAt: savedAt }));
    expect(canyon.sameAs).toBe('https://www.nps.gov/grca/');
    expect(canyon).not.toHaveProperty('isAccessibleForFree');
    expect(canyon.mainEntityOfPage.dateModified).toBe(savedAt);
    expect(json(touristAttraction(getPlace('national-mall')!))).toMatchObject({
      isAccessibleForFree: true,
      sameAs: 'https://www.nps.gov/nama/',
    });
  });

  test('a place without facts (an older database) claims none', () => {
    const node = json(touristAttraction({ ...getPlace('grand-canyon')!, facts: {} }));
    expect(node).not.toHaveProperty('sameAs');
    expect(node).not.toHaveProperty('isAccessibleForFree');
    expect(node.mainEntityOfPage).not.toHaveProperty('dateModified');
  });

  test('a gallery list keeps the order of the places it is given', () => {
    const places = content.places.slice(0, 3).reverse();
    const list = json(placeList('Galerie', places));
    expect(list.numberOfItems).toBe(3);
    expect(
      list.itemListElement.map((item: { position: number; name: string }) => [
        item.position,
        item.name,
      ]),
    ).toEqual(places.map((place, index) => [index + 1, place.title]));
  });

  test('the contact page is part of the site', () => {
    expect(json(contactPage('Kontakt', 'Schreiben Sie uns'))).toMatchObject({
      '@type': 'ContactPage',
      url: `${siteUrl}/kontakt`,
      isPartOf: { '@id': `${siteUrl}/#website` },
    });
  });

  test('content cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
