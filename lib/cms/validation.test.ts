import { imageSchema, licenseSchema, placeFactsSchema, placeSchema } from '@/lib/content/schema';
import {
  joinParagraphs,
  licenseUrlRule,
  optionalRule,
  paragraphs,
  paragraphsRule,
  rule,
} from './validation';

test('paragraphs are separated by an empty line, surrounding space does not count', () => {
  expect(paragraphs('  Erster Absatz.\nNoch der erste.\n\n \n Zweiter.  \n')).toEqual([
    'Erster Absatz.\nNoch der erste.',
    'Zweiter.',
  ]);
  expect(paragraphs(joinParagraphs(['a', 'b']))).toEqual(['a', 'b']);
  expect(paragraphs(undefined)).toEqual([]);
});

test('the backend refuses what the content check refuses, in German', () => {
  const slug = rule(placeSchema.shape.slug);
  expect(slug('grand-canyon')).toBe(true);
  expect(slug('Grand Canyon')).toBe('nur Kleinbuchstaben a–z, Ziffern und Bindestriche');
  expect(slug('seite')).toMatch(/reserviert/);
  expect(rule(placeSchema.shape.location.shape.lat)(91)).toBe(
    'Breitengrad muss zwischen −90 und 90 liegen',
  );
  const description = paragraphsRule(placeSchema.shape.description);
  expect(description('Zu kurz.')).toBe('muss mindestens 20 Zeichen lang sein');
  expect(description('Ein Absatz, der lang genug ist.\n\nUnd noch einer, lang genug.')).toBe(true);
});

test('a required field left empty says "Pflichtfeld", as Payload’s own required fields do', () => {
  const required = [
    rule(placeSchema.shape.title),
    rule(placeSchema.shape.slug),
    rule(placeSchema.shape.state),
    rule(placeSchema.shape.location.shape.lat),
    rule(imageSchema.shape.credit),
    paragraphsRule(placeSchema.shape.description),
  ];
  for (const validate of required) {
    // Payload sends an emptied text as '', an emptied number or choice as null.
    expect(['', ' \n ', null, undefined].map(validate)).toEqual([
      'Pflichtfeld',
      'Pflichtfeld',
      'Pflichtfeld',
      'Pflichtfeld',
    ]);
  }
  expect(rule(placeSchema.shape.title)('G')).toBe('muss mindestens 2 Zeichen lang sein');
});

test('a fact the owner leaves empty is fine, one filled in is checked like the content', () => {
  const website = optionalRule(placeFactsSchema.shape.website);
  for (const empty of ['', null, undefined]) expect(website(empty)).toBe(true);
  expect(website('https://www.nps.gov/grca/')).toBe(true);
  expect(website('http://www.nps.gov/grca/')).toBe('muss eine Adresse mit https:// sein');
  expect(website('javascript:alert(1)')).toBe('muss eine Adresse mit https:// sein');
  expect(optionalRule(placeFactsSchema.shape.region)('x')).toBe(
    'muss mindestens 2 Zeichen lang sein',
  );
});

test('a photo needs its credit; its licence is optional, its address https and only with a name', () => {
  const credit = rule(imageSchema.shape.credit);
  expect(credit('Foto: Erika Mustermann')).toBe(true);
  expect(credit('')).toBe('Pflichtfeld');
  expect(credit('Fo')).toBe('muss mindestens 3 Zeichen lang sein');
  expect(optionalRule(licenseSchema.shape.name)('')).toBe(true);
  expect(optionalRule(licenseSchema.shape.name)('C')).toBe('muss mindestens 2 Zeichen lang sein');
  const url = 'https://creativecommons.org/licenses/by-sa/4.0/deed.de';
  expect(licenseUrlRule(url, { siblingData: { name: 'CC BY-SA 4.0' } })).toBe(true);
  expect(licenseUrlRule('', { siblingData: {} })).toBe(true);
  expect(licenseUrlRule(url, { siblingData: { name: '' } })).toBe('braucht den Namen der Lizenz');
  expect(
    licenseUrlRule(url.replace('https', 'http'), { siblingData: { name: 'CC BY-SA 4.0' } }),
  ).toBe('muss eine Adresse mit https:// sein');
});
