// The floor for `npm run lighthouse`: a bare Next.js App Router site (one h1, one p) generated into
// .cache/floor and built with the project's own `next` and `react` (a hard-linked copy of the
// project's node_modules), so a page's difference to it is what the project adds. Its own
// Turbopack root keeps the project's middleware.ts and instrumentation.ts out of it. Beside it, one
// page per picture (/bild/<file>): the same page with that picture, for the pages whose largest
// contentful paint is a picture (scripts/lighthouse-pictures.ts saves it in public/lcp/).
// What does not depend on the page, the floor shares with the site: the build's compile hints
// (./compile-hints.mjs) and the Cross-Origin-Opener-Policy. That header makes Chrome start the page
// in a new process when it comes from about:blank, as every Lighthouse run does: about 300 ms more
// before the first paint there, none when a visitor comes from another site
// (docs/decisions.md#the-lighthouse-floor).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { root } from './server';
import type { Picture } from './lighthouse-pictures';

export const floorDir = resolve(root, '.cache/floor');
/** Where the pictures of the floor's picture pages are (served as /lcp/<file>). */
export const picturesDir = resolve(floorDir, 'public/lcp');
/** The floor's page that shows `picture`. */
export const picturePage = (picture: Picture) => `/bild/${picture.file.replace(/\W/g, '-')}`;

const siteFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'floor', private: true }),
  'next.config.mjs': `const here = import.meta.dirname;
export default {
  turbopack: { root: here },
  outputFileTracingRoot: here,
  headers: async () => [
    { source: '/:path*', headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }] },
  ],
};
`,
  'app/layout.jsx': `export const metadata = { title: 'Boden' };
export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Boden</h1>
      <p>Eine leere Seite von Next.js, als Vergleich.</p>
    </main>
  );
}
`,
};

/** The floor's page with one picture, at the size the measured page shows it. */
const picturePageFile = ({ file, width, height }: Picture) => `export default function Page() {
  return (
    <main>
      <h1>Boden</h1>
      <p>Eine leere Seite von Next.js mit einem Bild, als Vergleich.</p>
      <img src="/lcp/${file}" width="${width}" height="${height}" alt="" fetchPriority="high" />
    </main>
  );
}
`;

/**
 * Writes the floor site (with a page per picture) and builds it, unless the same files were built
 * with the same `next`.
 */
export function buildFloor(pictures: Picture[] = []) {
  const files = {
    ...siteFiles,
    ...Object.fromEntries(
      pictures.map((picture) => [`app${picturePage(picture)}/page.jsx`, picturePageFile(picture)]),
    ),
  };
  const nextVersion = (
    JSON.parse(readFileSync(resolve(root, 'node_modules/next/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const stamp = JSON.stringify({ nextVersion, files });
  const stampFile = resolve(floorDir, '.built');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  rmSync(resolve(floorDir, 'app'), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(resolve(floorDir, path, '..'), { recursive: true });
    writeFileSync(resolve(floorDir, path), text);
  }
  rmSync(resolve(floorDir, 'node_modules'), { recursive: true, force: true });
  spawnSync('cp', ['-al', resolve(root, 'node_modules'), resolve(floorDir, 'node_modules')]);
  console.error(`> next build (.cache/floor, next ${nextVersion})`);
  const result = spawnSync(resolve(floorDir, 'node_modules/.bin/next'), ['build'], {
    cwd: floorDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('floor build failed');
  addCompileHints(resolve(floorDir, '.next'));
  writeFileSync(stampFile, stamp);
}
