/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Entry = {
  slug: string;
  location: { lat: number };
  image: { src: string; alt?: string; width: number };
};

function runCheck(dir?: string) {
  try {
    const out = execFileSync(join('node_modules', '.bin', 'tsx'), ['scripts/content-check.ts'], {
      env: { ...process.env, ...(dir && { CONTENT_DIR: dir }) },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string };
    return { code: status, out: stderr };
  }
}

describe('npm run content:check', () => {
  it('accepts the shipped content', () => {
    const { code, out } = runCheck();
    expect(code).toBe(0);
    expect(out).toMatch(/^Inhalt in Ordnung: \d+ Orte, 4 Kategorien/);
  });

  it('lists every problem in German with file, entry and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inhalt-'));
    try {
      cpSync('content', dir, { recursive: true });
      const places: Entry[] = JSON.parse(readFileSync(join(dir, 'places.json'), 'utf8'));
      places[0]!.image.src = '/bilder/gibt-es-nicht.jpg';
      places[1]!.slug = places[2]!.slug;
      places[3]!.location.lat = 91;
      delete places[4]!.image.alt;
      writeFileSync(join(dir, 'places.json'), JSON.stringify(places));
      const { code, out } = runCheck(dir);
      expect(code).toBe(1);
      expect(out).toContain('Der Inhalt hat 4 Fehler:');
      expect(out).toContain(
        'Eintrag 1 („' +
          places[0]!.slug +
          '“), Feld „image.src“: Bilddatei public/bilder/gibt-es-nicht.jpg fehlt',
      );
      expect(out).toContain(
        'Eintrag 3 („' + places[2]!.slug + '“), Feld „slug“: ist doppelt vergeben',
      );
      expect(out).toMatch(
        /Eintrag 4 .*Feld „location\.lat“: Breitengrad muss zwischen −90 und 90 liegen/,
      );
      expect(out).toMatch(/Eintrag 5 .*Feld „image\.alt“/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds an image whose real size differs from the content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inhalt-'));
    try {
      cpSync('content', dir, { recursive: true });
      const places: Entry[] = JSON.parse(readFileSync(join(dir, 'places.json'), 'utf8'));
      const real = places[0]!.image.width;
      places[0]!.image.width = real + 1;
      writeFileSync(join(dir, 'places.json'), JSON.stringify(places));
      const { code, out } = runCheck(dir);
      expect(code).toBe(1);
      expect(out).toMatch(
        new RegExp(
          `Eintrag 1 .*Feld „image.width/height“: eingetragen ${real + 1}×\\d+, die Bilddatei ist ${real}×\\d+ Pixel groß`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
