// @ts-check
// Where `npm run build` keeps the hashes of the prerendered pages' inline scripts and styles between
// its two passes (see scripts/csp-hashes.mjs). Plain JavaScript because next.config.mjs imports it.
import { existsSync, readFileSync } from 'node:fs';
import { pageHashesFile } from './build-hashes.mjs';

/**
 * The hash sources of the inline scripts of each page and of any other address, and of the inline
 * styles of all pages.
 * @typedef {{ buildId: string, pages: Record<string, string[]>, fallback: string[], styles: string[] }} PageHashes
 */

/**
 * The hashes of the first pass, for the second; `undefined` outside the second pass.
 * @param {string} distDir
 * @returns {PageHashes | undefined}
 */
export function secondPassHashes(distDir) {
  if (process.env.CSP_HASHES !== '1') return undefined;
  const file = pageHashesFile(distDir);
  if (!existsSync(file))
    throw new Error(`${file} is missing: run "node scripts/csp-hashes.mjs" first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
