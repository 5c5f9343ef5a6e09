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
 * content/, public/ (URLs, and URL fragments a visitor sees), cookie, form field and query names.
 * Every file, folder (route groups and slots under app/ too), identifier, CSS class, DOM id, data
 * attribute, message key and log text of the code is English. This test reads the tree and fails
 * on a German word from the list below (in log texts also on an umlaut or ß); add a word when a
 * new German one turns up.
 */
const germanWords = new Set(
  `aktion aktionen anmelden anmeldung anfrage attrappe auswahl bereich betreff bild bilder datei
  bundesstaat bundesstaaten datenbank datenschutz einreise einstellung einstellungen eintrag
  eingabe feld felder fehler formular foto fotos merkliste reiseinfos ziel ziele
  galerie geladen geladene geloescht gesendet gespeichert gesperrt hilfe hilfen hinweis impressum
  karte karten kartenansicht kartenschluessel kategorie kategorien kleingedruckt knopf kompakt
  kontakt kontaktformular liste minuten nachricht nachrichten natur ohne ort orte orten passwort
  projektion raster schluessel seite seiten senden sitzung spalten steuerung suchbegriff suche
  suchen titel treffer umriss verantwortlicher verwaltung vorschau widerruf widerrufen zeigen
  zustimmung bitte erst fehlt ist kaputt nicht nimmt noch oder sind und vorgabe wird`.split(/\s+/),
);

/**
 * German names the code has to use because an outside contract fixes them, with the contract.
 * Route parameter names (`[kategorie]`, `[seite]`) are read from app/ and need no entry.
 */
const contractNames: Record<string, string> = {
  verantwortlicher: 'section id in content/datenschutz.json',
  inhalt: "the skip link's target: #inhalt in the address bar",
  'orte-liste': "the skip link's target on /karte: #orte-liste in the address bar",
};

/** Files whose log texts the site owner reads, in German, with where that is said. */
const ownerLogs: Record<string, string> = {
  'scripts/content-check.ts': "the problems of the owner's content (README, npm run content:check)",
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

/**
 * Folders under app/ are route segments (German by the rule), except route groups `(grid)` and
 * parallel route slots `@modal`, which are no part of the URL; everything else is code.
 */
function codePath(file: string): string {
  if (!file.startsWith('app/')) return file;
  const folders = file.split('/').slice(1, -1);
  return [...folders.filter((folder) => /^(\((?!\.)|@)/.test(folder)), basename(file)].join('/');
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

/** The literal text of a node: its strings and a template's text between the `${…}`. */
function textsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteralLike(child) || ts.isTemplateLiteralToken(child)) found.push(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

type DomName = [kind: 'DOM id' | 'CSS class' | 'attribute', name: string];

/** Attributes whose value is a DOM id or a list of them. */
const idAttributes = new Set([
  'id',
  'htmlFor',
  'for',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-labelledby',
  'aria-owns',
]);
/** Attributes, constants and props whose value is a DOM id (`MAP_ELEMENT_ID`, `fieldId = …`). */
const holdsId = (name: string) => idAttributes.has(name) || /(?:^id|Id|_ID)$/.test(name);

/** The names in an attribute's value: ids, classes, or the fragment of a link. */
function attributeValueNames(attribute: string, values: string[]): DomName[] {
  if (attribute === 'href') {
    return values.flatMap((value) =>
      value.includes('#') ? [['DOM id', value.split('#')[1]!]] : [],
    );
  }
  if (attribute === 'class' || attribute === 'className') {
    return values.flatMap((value) =>
      value.split(/\s+/).map((name): DomName => ['CSS class', name]),
    );
  }
  return holdsId(attribute) ? values.map((value): DomName => ['DOM id', value]) : [];
}

/** The ids, classes and attribute names of a CSS selector (`[data-x] .y`, `label[for="z"]`, `#w`). */
function selectorNames(selector: string): DomName[] {
  return [
    ...selector.matchAll(
      /#(-?[a-zA-Z_][\w-]*)|\.(-?[a-zA-Z_][\w-]*)|\[([\w-]+)(?:[~|^$*]?=\s*["']?([^"'\]]*))?/g,
    ),
  ].flatMap(([, id, cssClass, attribute, value]): DomName[] =>
    id
      ? [['DOM id', id]]
      : cssClass
        ? [['CSS class', cssClass]]
        : [['attribute', attribute!], ...attributeValueNames(attribute!, value ? [value] : [])],
  );
}

/** Attributes in HTML written as text (`html\`<p id="${…}-error">\``), `${…}` cut out. */
function htmlNames(node: ts.TemplateLiteral | ts.StringLiteral): DomName[] {
  const text = ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('\0')
    : node.text;
  return [...text.matchAll(/\s([\w-]+)="([^"]*)"/g)].flatMap(([, attribute, value]) => [
    ...(attribute!.startsWith('data-') ? [['attribute', attribute!] as DomName] : []),
    ...attributeValueNames(attribute!, value!.split('\0')),
  ]);
}

const selectorCalls = new Set([
  'querySelector',
  'querySelectorAll',
  'locator',
  'closest',
  'matches',
]);
const classListCalls = new Set(['add', 'remove', 'toggle', 'contains', 'replace']);

/**
 * The DOM names a code file writes: ids and classes in JSX and in HTML text, the constants that
 * make ids, the names in selectors, `setAttribute`, `classList` and `styles['…']` of a CSS module.
 */
function domNamesIn(file: string): DomName[] {
  const source = parse(file);
  const cssModules = new Set(
    source.statements.flatMap((node) =>
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.endsWith('.module.css') &&
      node.importClause?.name
        ? [node.importClause.name.text]
        : [],
    ),
  );
  const found: DomName[] = [];
  const nameOf = (node: ts.Node | undefined) =>
    node && (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node))
      ? node.text
      : undefined;
  const visit = (node: ts.Node) => {
    const named =
      ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)
        ? node
        : undefined;
    const name = nameOf(named?.name);
    if (name && named?.initializer) {
      found.push(...attributeValueNames(name, textsIn(named.initializer)));
    }
    if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) found.push(...htmlNames(node));
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const texts = node.arguments.flatMap((argument) => textsIn(argument));
      if (selectorCalls.has(method)) found.push(...texts.flatMap((text) => selectorNames(text)));
      if (method === 'getElementById') found.push(...attributeValueNames('id', texts));
      if (method === 'setAttribute') found.push(['attribute', texts[0] ?? '']);
      if (
        classListCalls.has(method) &&
        node.expression.expression.getText(source).endsWith('classList')
      ) {
        found.push(...attributeValueNames('class', texts));
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left)
    ) {
      found.push(...attributeValueNames(node.left.name.text, textsIn(node.right)));
    }
    if (
      ts.isElementAccessExpression(node) &&
      cssModules.has(nameOf(node.expression) ?? '') &&
      ts.isStringLiteralLike(node.argumentExpression)
    ) {
      found.push(['CSS class', node.argumentExpression.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const unique = new Map(found.filter(([, name]) => name).map((entry) => [entry.join(' '), entry]));
  return [...unique.values()];
}

/**
 * Calls whose arguments are log texts: `console.*`, `….logger.*`, `Error` and its subclasses (not
 * `shownError`, the backend's German message to the owner).
 */
const logCallee = /^(?:console|(?:[\w.]+\.)?logger)\.\w+$|(?:^|\.)(?:[A-Z]\w*)?Error$/;

/** The texts a file logs or throws: the arguments of a `logCallee`. */
function logTextsIn(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      logCallee.test(node.expression.getText(source))
    ) {
      found.push(...(node.arguments ?? []).flatMap((argument) => textsIn(argument)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The texts a shell script prints: the arguments of its `echo` lines. */
const echoTextsIn = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/^\s*echo\s+(.+)$/gm)].map((m) => m[1] ?? '');
const isShellScript = (file: string) => file.endsWith('.sh') || file === '.ci/run';

/**
 * A text in German: a German word of the list (not in a path such as `/galerie`, a route), an
 * umlaut, ß or a German opening quote.
 */
const isGermanText = (text: string) =>
  germanWordsIn(text.replace(/\/[\w./[\]-]*/g, ' ')).length > 0 || /[äöüÄÖÜß„]/.test(text);

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
  expect(codePath('app/(site)/galerie/(grid)/kategorie/[kategorie]/page.tsx')).toBe(
    '(site)/(grid)/page.tsx',
  );
  expect(codePath('app/(site)/galerie/@modal/(.)[slug]/page.tsx')).toBe('(site)/@modal/page.tsx');
});

test('finds the DOM names a file writes, and German in a text', () => {
  expect(
    selectorNames('[data-maps-stub] .stub-marker, label[for="contact-consent"], #map'),
  ).toEqual([
    ['attribute', 'data-maps-stub'],
    ['CSS class', 'stub-marker'],
    ['attribute', 'for'],
    ['DOM id', 'contact-consent'],
    ['DOM id', 'map'],
  ]);
  expect(attributeValueNames('href', ['/datenschutz#google-maps', '/karte'])).toEqual([
    ['DOM id', 'google-maps'],
  ]);
  const callees = ['console.error', 'req.payload.logger.warn', 'Error', 'TypeError', 'shownError'];
  expect(callees.filter((callee) => logCallee.test(callee))).toEqual(callees.slice(0, 4));
  expect(isGermanText('Contact form: database unreachable')).toBe(false);
  expect(isGermanText('/karte with 12 places')).toBe(false); // a route
  expect(isGermanText('Kontaktformular:')).toBe(true);
  expect(isGermanText('Die Migrationen laufen')).toBe(false); // not in the list …
  expect(isGermanText('läuft noch ein anderer Start?')).toBe(true); // … but an umlaut
});

test('file and folder names outside route segments are English', () => {
  expect(violations(files.map((file) => ['path', codePath(file)]))).toEqual([]);
});

/**
 * The case of a code file's name (docs/architecture.md#names-and-layers): kebab-case, or the
 * PascalCase name of a React component (`.tsx`) or a Payload collection or global. Payload names
 * its migrations itself.
 */
function misnamed(file: string) {
  const name = basename(file).split('.')[0] ?? '';
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return false;
  const exportsPascalCase =
    file.endsWith('.tsx') || /^lib\/cms\/(collections|globals)\//.test(file);
  return !(exportsPascalCase && /^[A-Z][A-Za-z0-9]*$/.test(name));
}

test('file names are kebab-case, or a component’s, collection’s or global’s PascalCase name', () => {
  expect(
    ['use-gallery-view.ts', 'components/map/PlaceList.tsx', 'lib/cms/globals/Site.ts'].filter(
      misnamed,
    ),
  ).toEqual([]);
  expect(
    ['components/gallery/useGalleryView.ts', 'lib/Site.ts', 'lib/page_cache.mjs'].filter(misnamed),
  ).toHaveLength(3);
  const code = files.filter((file) => isCode(file) && !file.startsWith('lib/cms/migrations/'));
  expect(code.filter(misnamed)).toEqual([]);
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

test('DOM ids, CSS classes and attributes written in code are English', () => {
  const names = files
    .filter((file) => isCode(file))
    .flatMap((file) =>
      domNamesIn(file).map(([kind, name]): [string, string] => [`${file} (${kind})`, name]),
    );
  expect(names.map(([, name]) => name)).toEqual(
    expect.arrayContaining(['contact-', '-hint', 'google-map', 'data-maps-stub', 'stub-marker']),
  );
  expect(violations(names)).toEqual([]);
});

test("log texts, thrown errors and scripts' output are English (the owner's content check aside)", () => {
  const texts = files
    .filter((file) => (isCode(file) || isShellScript(file)) && !(file in ownerLogs))
    .flatMap((file) =>
      (isCode(file) ? logTextsIn(file) : echoTextsIn(file)).map((text) => ({ file, text })),
    );
  expect(texts).toContainEqual({
    file: 'lib/contact/submit.ts',
    text: 'Contact form: saving failed',
  });
  expect(texts).toContainEqual({
    file: 'scripts/ensure-chromium.sh',
    text: `"Installing Debian's chromium and chromium-headless-shell (needs root) …"`,
  });
  expect(
    texts.filter(({ text }) => isGermanText(text)).map(({ file, text }) => `${file}: ${text}`),
  ).toEqual([]);
});

test('message namespaces and keys are English (their German values are the UI text)', () => {
  expect(
    violations(keysOf(messages).map((key): [string, string] => ['messages/de.json', key])),
  ).toEqual([]);
});
