// Completes the standalone server (`node .next/standalone/server.js`): Next leaves the browser
// assets (.next/static) and the public folder for the host to copy.
import { cpSync, existsSync } from 'node:fs';

const dist = process.env.NEXT_DIST_DIR || '.next';
if (existsSync(`${dist}/standalone`)) {
  cpSync(`${dist}/static`, `${dist}/standalone/${dist}/static`, { recursive: true });
  cpSync('public', `${dist}/standalone/public`, { recursive: true });
  // The site-wide style hashes for pages rendered at run time (scripts/csp-hashes.mjs).
  cpSync(`${dist}/csp-hashes.json`, `${dist}/standalone/${dist}/csp-hashes.json`);
}
