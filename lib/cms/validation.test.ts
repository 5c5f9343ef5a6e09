import { placeSchema } from '@/lib/content/schema';
import { joinParagraphs, paragraphs, paragraphsRule, rule } from './validation';

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
  expect(rule(placeSchema.shape.title)(undefined)).toMatch(/erwartet|Eingabe/);
  const description = paragraphsRule(placeSchema.shape.description);
  expect(description('Zu kurz.')).toBe('muss mindestens 20 Zeichen lang sein');
  expect(description('')).toBe('braucht mindestens einen Absatz');
  expect(description('Ein Absatz, der lang genug ist.\n\nUnd noch einer, lang genug.')).toBe(true);
});
