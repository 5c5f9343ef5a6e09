// @ts-check
// Where the build keeps the hashes of its pages' inline scripts and styles (scripts/csp-hashes.mjs).
// No imports: the page cache handler, which Next also compiles into the Edge middleware, uses it.

/**
 * The first pass's table, for the second pass (kept in .cache between the two `next build`s).
 * @param {string} distDir
 */
export const pageHashesFile = (distDir) =>
  `.cache/csp-hashes/${distDir.replace(/[^\w.-]+/g, '_')}.json`;

/**
 * The site-wide style hashes beside the build's server files, for pages rendered at run time.
 * @param {string} serverDistDir
 */
export const buildHashesFile = (serverDistDir) => `${serverDistDir}/../csp-hashes.json`;
