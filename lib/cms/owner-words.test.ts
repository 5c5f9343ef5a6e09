/**
 * @jest-environment node
 */
import { readBackendConfig, type BackendConfig, type Words } from '@/test/backend-config';
import { ownerWords } from './owner-words';

/**
 * The informal address: "du" and its pronouns, the du-forms of verbs, and the imperatives of
 * Payload's German ("Bitte gib … an", "Wähle …"). A letter on either side makes a word no match
 * (Unicode letters: `\b` knows no "ü"), so "Dubai", "Produkt", "dürfen" and "Studie" pass.
 */
const informalWords = [
  ...['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'],
  ...['bist', 'hast', 'kannst', 'musst', 'darfst', 'möchtest', 'willst', 'wirst', 'warst'],
  ...['wärst', 'solltest', 'könntest', 'würdest', 'siehst', 'erhältst', 'findest', 'brauchst'],
  ...['gib', 'nimm', 'sieh', 'lies', 'klicke', 'klick', 'wähle', 'lade', 'gehe', 'geh'],
  ...['versuche', 'überprüfe', 'prüfe', 'melde', 'bestätige', 'füge', 'verifiziere', 'kopiere'],
  ...['ignoriere', 'ändere', 'speichere', 'verwerfe', 'erstelle', 'ziehe', 'zeichne', 'passe'],
  ...['setze', 'verknüpfe', 'öffne', 'lösche', 'entferne'],
];
const informal = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${informalWords.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Each string as `namespace:key`. */
const entries = (words: Words) =>
  Object.entries(words).flatMap(([namespace, keys]) =>
    Object.entries(keys).map(([key, text]) => [`${namespace}:${key}`, text] as const),
  );

/** Placeholders and markup, which Payload fills in: `{{label}}`, `<1>`, `</1>`, `<a href="…">`. */
const fillIns = (text: string) => (text.match(/\{\{\w+\}\}|<[^>]*>/g) ?? []).sort();

let config: BackendConfig;
beforeAll(async () => {
  config = await readBackendConfig();
}, 120_000);

test('the informal-address pattern finds du, its forms and imperatives, not words that only contain them', () => {
  for (const text of [
    'Bist du dir sicher?',
    'Du wurdest erfolgreich abgemeldet.',
    'Bitte gib eine korrekte E-Mail-Adresse an.',
    'Bitte überprüfe deine Verbindung.',
    'Um DEIN Passwort zu ändern',
    'Wähle ein Dokument',
    'Solltest',
  ]) {
    expect(text).toMatch(informal);
  }
  for (const text of [
    'Sind Sie sicher?',
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'Ihr Passwort wurde geändert.',
    'Sie haben ungespeicherte Änderungen.',
    'Dubai, Produkt, Studie, Duplizieren, Dienst',
    'Sie dürfen das Dokument löschen.',
    'Erstellen, Passwort, Lädt, Gibraltar, Direktor, Ansicht',
  ]) {
    expect(text).not.toMatch(informal);
  }
});

test('Payload’s own German addresses the reader informally (what the overrides are for)', () => {
  const payloads = entries(config.payloadGerman).filter(([, text]) => informal.test(text));
  expect(payloads.length).toBeGreaterThan(50);
});

test('the backend addresses the owner formally: none of its German strings says "du"', () => {
  const left = entries(config.shownGerman)
    .filter(([, text]) => informal.test(text))
    .map(([key, text]) => `${key}: ${text}`);
  expect(left).toEqual([]);
});

test('the backend shows every override in place of Payload’s string', () => {
  for (const [key, text] of entries(ownerWords)) {
    const [namespace = '', name = ''] = key.split(':');
    expect(`${key}: ${config.shownGerman[namespace]?.[name]}`).toBe(`${key}: ${text}`);
  }
});

test('every override replaces a string Payload has (none targets nothing after an update)', () => {
  const missing = entries(ownerWords)
    .map(([key]) => key)
    .filter((key) => {
      const [namespace = '', name = ''] = key.split(':');
      return typeof config.payloadGerman[namespace]?.[name] !== 'string';
    });
  expect(missing).toEqual([]);
});

test('every override keeps the placeholders and markup of Payload’s string', () => {
  for (const [key, text] of entries(ownerWords)) {
    const [namespace = '', name = ''] = key.split(':');
    const payloads = config.payloadGerman[namespace]?.[name] ?? '';
    expect([key, fillIns(text)]).toEqual([key, fillIns(payloads)]);
  }
});
