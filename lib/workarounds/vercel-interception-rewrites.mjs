// @ts-check
// Workaround for Vercel's Next.js builder (@vercel/next 4.21.3, Vercel CLI 58.10.0) logging
// `PATH TO REGEXP ERROR … "/galerie/(.):nxtIslug"` for the rewrite Next.js 16.4.6 writes for an
// intercepting route (the gallery overlay, app/(site)/galerie/@modal/(.)[slug]): the builder checks
// every rewrite's destination with a newer path-to-regexp beside the one it uses, and the newer one
// refuses the interception marker `(.)`, an unnamed group right before the parameter. The rule the
// builder writes is right all the same (`/galerie/(.)$1`). Applied on Vercel only
// (scripts/vercel-routes.mjs): the same rule with its parameters unnamed, `/galerie/([^/]+?)` →
// `/galerie/(.)$1`, from which the builder writes that very rule and which both versions read.
// Let it go when `node scripts/check-vercel-build.mjs` passes without it.

/** The marker of an intercepting route in a path: (.), (..), (..)(..) or (...). */
const interceptionMarker = /\((?:\.{1,3}|\.\.\)\(\.\.)\)/;

/** A plain parameter of a path pattern (one segment): `:name` without modifier or pattern. */
const plainParameter = /:([A-Za-z_]\w*)(?![\w(?*+])/g;

/**
 * An intercepting route's rewrite with its parameters unnamed: each `:name` of the source becomes
 * the segment group Vercel's builder makes of it, and the same name in the destination its number.
 * Any other rewrite, or one whose parameters are not all plain, is returned as it is.
 * @template {{ source: string, destination: string }} Rewrite
 * @param {Rewrite} rewrite
 * @returns {Rewrite}
 */
export function withUnnamedParameters(rewrite) {
  if (!interceptionMarker.test(rewrite.destination)) return rewrite;
  const names = [...rewrite.source.matchAll(plainParameter)].map(([, name]) => name);
  if (names.length === 0 || rewrite.source.split(':').length - 1 !== names.length) return rewrite;
  const source = rewrite.source.replace(plainParameter, '([^/]+?)');
  const destination = rewrite.destination.replace(plainParameter, (whole, name) =>
    names.includes(name) ? `$${names.indexOf(name) + 1}` : whole,
  );
  if (/:\w/.test(destination)) return rewrite;
  return { ...rewrite, source, destination };
}
