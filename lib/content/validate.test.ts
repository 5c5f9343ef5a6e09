import { checkContent, ContentError, type RawContent } from './validate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../content', file), 'utf8'));
const valid = (): RawContent => ({
  site: read('site.json'),
  categories: read('categories.json'),
  places: read('places.json'),
  privacy: read('datenschutz.json'),
  travelInfo: read('reiseinfos.json'),
  accessibility: read('barrierefreiheit.json'),
});

/** The problems as loadContent reports them: one ContentError listing every one. */
function problemsOf(raw: RawContent) {
  const { content, problems } = checkContent(raw);
  if (content) throw new Error('checkContent accepted invalid content');
  return new ContentError(problems).message;
}

describe('checkContent', () => {
  it('accepts the shipped sample content', () => {
    const { content, problems } = checkContent(valid());
    expect(problems).toEqual([]);
    if (!content) throw new Error('checkContent refused the sample content');
    expect(content.places.length).toBeGreaterThanOrEqual(24);
    expect(content.site.name).toBe('USA-Reiseführer');
  });

  it('names file, entry and field of a missing alt text, in German', () => {
    const raw = valid();
    const list = raw.places as { slug: string; image: { alt?: string } }[];
    delete list[2]!.image.alt;
    expect(problemsOf(raw)).toContain(
      `content/places.json, Eintrag 3 („${list[2]!.slug}“), Feld „image.alt“: Ungültige Eingabe`,
    );
  });

  it('rejects coordinates out of range', () => {
    const raw = valid();
    (raw.places as { location: { lat: number } }[])[0]!.location.lat = 123;
    expect(problemsOf(raw)).toMatch(
      /Eintrag 1 .*Feld „location\.lat“: Breitengrad muss zwischen −90 und 90 liegen/,
    );
  });

  it('rejects duplicate slugs and unknown categories', () => {
    const raw = valid();
    const list = raw.places as { slug: string; category: string }[];
    list[5]!.slug = list[0]!.slug;
    list[6]!.category = 'strand';
    const message = problemsOf(raw);
    expect(message).toContain(`Eintrag 6 („${list[0]!.slug}“), Feld „slug“: ist doppelt vergeben`);
    expect(message).toMatch(/Eintrag 7 .*Feld „category“: unbekannte Kategorie „strand“/);
  });

  it('rejects place slugs that the gallery uses for its own pages', () => {
    const raw = valid();
    (raw.places as { slug: string }[])[1]!.slug = 'seite';
    expect(problemsOf(raw)).toMatch(
      /Eintrag 2 \(„seite“\), Feld „slug“: ist für Seiten der Galerie reserviert \(kategorie, bundesstaat, seite\)/,
    );
  });

  it("checks a place's facts: an https website, capped lengths; each fact may be left out", () => {
    const raw = valid();
    const list = raw.places as { facts?: Record<string, unknown> }[];
    list[0]!.facts!.website = 'http://www.nps.gov/grca/';
    list[1]!.facts!.bestTime = 'x'.repeat(201);
    delete list[2]!.facts;
    list[3]!.facts = { region: 'Nordosten' };
    const message = problemsOf(raw);
    expect(message).toMatch(/^Ungültiger Inhalt \(2 Fehler\)/);
    expect(message).toMatch(
      /Eintrag 1 .*Feld „facts\.website“: muss eine Adresse mit https:\/\/ sein/,
    );
    expect(message).toMatch(
      /Eintrag 2 .*Feld „facts\.bestTime“: darf höchstens 200 Zeichen lang sein/,
    );
  });

  it("checks each photo's credit and licence, and at most 12 further photos", () => {
    const raw = valid();
    type Photo = { credit?: string; license?: { name: string; url?: string } };
    const list = raw.places as { photos: Photo[] }[];
    delete list[0]!.photos[1]!.credit;
    list[1]!.photos[0]!.license!.url = 'http://creativecommons.org/publicdomain/zero/1.0/';
    delete list[2]!.photos[0]!.license;
    list[3]!.photos = Array.from({ length: 13 }, () => list[4]!.photos[0]!);
    const message = problemsOf(raw);
    expect(message).toMatch(/^Ungültiger Inhalt \(3 Fehler\)/);
    expect(message).toMatch(/Eintrag 1 .*Feld „photos\.1\.credit“: Ungültige Eingabe/);
    expect(message).toMatch(
      /Eintrag 2 .*Feld „photos\.0\.license\.url“: muss eine Adresse mit https:\/\/ sein/,
    );
    expect(message).toMatch(/Eintrag 4 .*Feld „photos“: höchstens 12 weitere Fotos/);
  });

  it('checks the site owner data and lists every problem at once', () => {
    const raw = valid();
    (raw.site as { owner: { email: string } }).owner.email = 'keine-adresse';
    (raw.places as { slug: string }[])[1]!.slug = 'Grand Canyon';
    const message = problemsOf(raw);
    expect(message).toMatch(/^Ungültiger Inhalt \(2 Fehler\)/);
    expect(message).toContain(
      'content/site.json, Feld „owner.email“: ist keine gültige E-Mail-Adresse',
    );
    expect(message).toContain('Feld „slug“: nur Kleinbuchstaben a–z, Ziffern und Bindestriche');
  });
});
