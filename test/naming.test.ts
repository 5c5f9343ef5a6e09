/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import messages from '@/messages/de.json';
import { isCode, parse, projectFiles, root } from './source-files';

/*
 * The naming rule (docs/architecture.md#names-and-layers): German only where a visitor or an
 * outside contract sees it — route segments under app/, UI text (the values in messages/de.json),
 * content/, public/ (URLs), cookie, form field and query names. Every file, folder, identifier,
 * CSS class, data attribute and message key of the code is English. This test reads the tree and
 * fails on a German word from the list below; add a word when a new German one turns up.
 */
const germanWords = new Set(
  `aktion aktionen anmelden anmeldung anfrage attrappe auswahl bereich betreff bild bilder datei
  datenbank datenschutz einstellung einstellungen eintrag eingabe feld felder fehler formular
  galerie geladen geladene geloescht gesendet gespeichert gesperrt hilfe hilfen hinweis impressum
  karte karten kartenansicht kartenschluessel kategorie kategorien kleingedruckt knopf kompakt
  kontakt liste minuten nachricht nachrichten natur ohne ort orte orten passwort projektion
  schluessel seite seiten senden sitzung spalten steuerung titel umriss verantwortlicher
  verwaltung vorschau widerruf widerrufen zeigen zustimmung`.split(/\s+/),
);

/**
 * German names the code has to use because an outside contract fixes them, with the contract.
 * Route parameter names (`[kategorie]`, `[seite]`) are read from app/ and need no entry.
 */
const contractNames: Record<string, string> = {
  verantwortlicher: 'section id in content/datenschutz.json',
};

/** The German words of a name: camelCase, PascalCase, kebab-, snake_ and dotted parts. */
function germanWordsIn(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-zäöüß0-9]+/)
    .filter((word) => germanWords.has(word));
}

const files = projectFiles.filter((file) => !/^(content|public)\//.test(file));

const routeParams = new Set(
  files.flatMap((file) =>
    [...file.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((match) => match[1] ?? ''),
  ),
);

/** Folders under app/ are route segments (German by the rule); everything else is code. */
function codePath(file: string): string {
  return file.startsWith('app/') ? basename(file) : file;
}

function identifiersIn(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

const cssClassesIn = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (m) => m[1] ?? '',
  );

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => [
    `${prefix}${key}`,
    ...(value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : []),
  ]);
}

const violations = (names: [where: string, name: string][]) =>
  names
    .filter(([, name]) => !(name in contractNames) && !routeParams.has(name))
    .filter(([, name]) => germanWordsIn(name).length > 0)
    .map(([where, name]) => `${where}: ${name}`);

test('finds the German words in a name', () => {
  expect(germanWordsIn('KartenBereich')).toEqual(['karten', 'bereich']);
  expect(germanWordsIn('google-maps-attrappe.js')).toEqual(['attrappe']);
  expect(germanWordsIn('data-spalten')).toEqual(['spalten']);
  expect(germanWordsIn('PlaceList')).toEqual([]);
  expect(germanWordsIn('sortedPlaces')).toEqual([]); // words, not substrings ("ort" in "sorted")
});

test('the tree is walked, with route segments and contracts left out', () => {
  expect(files).toEqual(expect.arrayContaining(['app/(site)/layout.tsx', 'messages/de.json']));
  expect([...routeParams]).toEqual(expect.arrayContaining(['kategorie', 'seite']));
  expect(codePath('app/galerie/(grid)/kategorie/[kategorie]/page.tsx')).toBe('page.tsx');
});

test('file and folder names outside route segments are English', () => {
  expect(violations(files.map((file) => ['path', codePath(file)]))).toEqual([]);
});

test('identifiers and JSX attribute names are English', () => {
  const code = files.filter((file) => isCode(file));
  expect(code.length).toBeGreaterThan(50);
  const names = code.flatMap((file) =>
    identifiersIn(file).map((name): [string, string] => [file, name]),
  );
  expect(violations(names)).toEqual([]);
});

test('CSS class names are English', () => {
  const css = files.filter((file) => file.endsWith('.css'));
  expect(
    violations(
      css.flatMap((file) => cssClassesIn(file).map((name): [string, string] => [file, name])),
    ),
  ).toEqual([]);
});

test('message namespaces and keys are English (their German values are the UI text)', () => {
  expect(
    violations(keysOf(messages).map((key): [string, string] => ['messages/de.json', key])),
  ).toEqual([]);
});
