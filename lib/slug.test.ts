import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Zion-Nationalpark', 'zion-nationalpark'],
    ['Niagarafälle', 'niagarafaelle'],
    ['Größter Öl-Überlauf', 'groesster-oel-ueberlauf'],
    ['Straße  der Ärzte!', 'strasse-der-aerzte'],
    ['Washington, D.C.', 'washington-d-c'],
    ['Québec', 'quebec'],
  ])('makes „%s“ the address %s', (title, slug) => expect(slugify(title)).toBe(slug));
});
