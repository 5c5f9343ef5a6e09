// @ts-check
// How the build hands the hashes of its pages' inline styles to the server (scripts/csp-hashes.mjs,
// docs/architecture.md#the-build). No imports: the Edge middleware reads the hashes with it, and the
// page cache handler, which Next also compiles into the middleware's bundle, finds their file.

/**
 * The site-wide style hashes beside the build's server files, for pages rendered at run time.
 * @param {string} serverDistDir
 */
export const buildHashesFile = (serverDistDir) => `${serverDistDir}/../csp-hashes.json`;

/**
 * What next.config.mjs compiles into the middleware as `process.env.CSP_STYLE_HASHES`: the hashes
 * exist only once the pages are rendered, after the middleware is compiled, so the build's last
 * step writes them into the compiled middleware in place of this string.
 */
export const STYLE_HASHES_PLACEHOLDER = 'csp-style-hashes-of-the-build-go-here';

/** The compiled form: `sha256-…` sources without quotes, one space apart (fit for any string literal). */
const compiledForm = /^sha256-[A-Za-z0-9+/]+=*(?: sha256-[A-Za-z0-9+/]+=*)*$/;

/**
 * The site-wide style hashes as the middleware reads them: `null` while the placeholder is still
 * there (`npm run dev`, or a `next build` without the build's last step), which allows inline
 * styles as in development.
 * @param {string | undefined} compiled
 * @returns {string[] | null}
 */
export function compiledStyleHashes(compiled) {
  if (!compiled || !compiledForm.test(compiled)) return null;
  return compiled.split(' ').map((source) => `'${source}'`);
}

/**
 * A compiled file of the middleware with the placeholder replaced by the hashes; how often it was
 * there beside it (0: the file does not hold it).
 * @param {string} code
 * @param {string[]} styles `'sha256-…'` sources
 */
export function withStyleHashes(code, styles) {
  const compiled = styles.map((source) => source.replaceAll("'", '')).join(' ');
  if (!compiledForm.test(compiled)) throw new Error(`Not a list of hash sources: ${compiled}`);
  const parts = code.split(STYLE_HASHES_PLACEHOLDER);
  return { code: parts.join(compiled), replaced: parts.length - 1 };
}
