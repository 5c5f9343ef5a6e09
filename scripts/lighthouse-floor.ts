// The floor for `npm run lighthouse`: a bare Next.js App Router site (one h1, one p) generated into
// .cache/floor and built with the project's own `next` and `react` (a hard-linked copy of the
// project's node_modules), so a page's difference to it is what the project adds. Its own
// Turbopack root keeps the project's middleware.ts and instrumentation.ts out of it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './server';

export const floorDir = resolve(root, '.cache/floor');

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'floor', private: true }),
  'next.config.mjs': `const here = import.meta.dirname;
export default { turbopack: { root: here }, outputFileTracingRoot: here };
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

/** Writes the floor site and builds it, unless the same files were built with the same `next`. */
export function buildFloor() {
  const nextVersion = (
    JSON.parse(readFileSync(resolve(root, 'node_modules/next/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const stamp = JSON.stringify({ nextVersion, files });
  const stampFile = resolve(floorDir, '.built');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
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
  writeFileSync(stampFile, stamp);
}
