// Completes the standalone server (`node .next/standalone/server.js`): Next leaves the browser
// assets (.next/static) and the public folder for the host to copy.
import { cpSync, existsSync } from 'node:fs';

if (existsSync('.next/standalone')) {
  cpSync('.next/static', '.next/standalone/.next/static', { recursive: true });
  cpSync('public', '.next/standalone/public', { recursive: true });
}
