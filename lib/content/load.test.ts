import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from './load';

const shipped = join(__dirname, '../../content');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'inhalt-'));
  cpSync(shipped, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (data: Record<string, unknown>[]) => void) => {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
};

describe('loadContent', () => {
  it('loads the shipped content folder', () => {
    expect(loadContent(dir).categories.map((c) => c.slug)).toEqual([
      'natur',
      'stadt',
      'kueste',
      'kultur',
    ]);
  });

  it('reports an image file that does not exist', () => {
    edit('places.json', (places) => {
      (places[0]!.image as { src: string }).src = '/bilder/fehlt.jpg';
    });
    expect(() => loadContent(dir)).toThrow(
      /content\/places\.json, Eintrag 1 .*Feld „image\.src“: Bilddatei public\/bilder\/fehlt\.jpg fehlt/,
    );
  });

  it('reports a further photo whose file does not exist', () => {
    edit('places.json', (places) => {
      (places[1]!.photos as { src: string }[])[1]!.src = '/bilder/auch-weg.jpg';
    });
    expect(() => loadContent(dir)).toThrow(
      /Eintrag 2 .*Feld „photos\.1\.src“: Bilddatei public\/bilder\/auch-weg\.jpg fehlt/,
    );
  });

  it('reports a missing file and broken JSON by file name', () => {
    rmSync(join(dir, 'categories.json'));
    writeFileSync(join(dir, 'site.json'), '{ "name": ');
    expect(() => loadContent(dir)).toThrow(/content\/site\.json: kein gültiges JSON/);
    expect(() => loadContent(dir)).toThrow(/content\/categories\.json: Datei fehlt/);
  });
});
