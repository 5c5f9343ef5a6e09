// Step of `npm run build` on Vercel only (`VERCEL=1`, which Vercel and `vercel build` set for the
// build): the routes manifest as Vercel's Next.js builder reads it once the build is done, with the
// gallery overlay's rewrite in a form its router reads without error
// (lib/workarounds/vercel-interception-rewrites.mjs). A Node.js server (`npm start`, `next start`)
// keeps the manifest Next wrote.
import { readFileSync, writeFileSync } from 'node:fs';
import { withUnnamedParameters } from '../lib/workarounds/vercel-interception-rewrites.mjs';

if (process.env.VERCEL === '1') {
  const file = `${process.env.NEXT_DIST_DIR || '.next'}/routes-manifest.json`;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const { rewrites } = manifest;
  let changed = 0;
  /** @param {{ source: string, destination: string }[]} list */
  const unnamed = (list) =>
    list.map((rewrite) => {
      const result = withUnnamedParameters(rewrite);
      if (result !== rewrite) changed++;
      return result;
    });
  if (Array.isArray(rewrites)) manifest.rewrites = unnamed(rewrites);
  else for (const phase of Object.keys(rewrites)) rewrites[phase] = unnamed(rewrites[phase]);
  writeFileSync(file, JSON.stringify(manifest));
  console.log(`Vercel: ${changed} rewrites of intercepting routes with unnamed parameters`);
}
