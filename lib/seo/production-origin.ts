type Env = Record<string, string | undefined>;

/** An origin for the comparison: `http://localhost:3000` where SITE_URL is unset (lib/site-url.ts). */
const originOf = (value: string | undefined) => {
  try {
    return new URL(value || 'http://localhost:3000').origin;
  } catch {
    return value ?? '';
  }
};

const isLocal = (origin: string) =>
  /^https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/.test(origin);

/**
 * What a production start says about SITE_URL (docs/deployment.md): the prerendered pages hold
 * the origin the build was made with (`built`, BUILD_SITE_URL in next.config.mjs `env`) in their
 * canonical and Open Graph addresses, the sitemap and robots.txt.
 *
 * - A start that sets a public origin other than the build's is refused: every prerendered page
 *   would name the wrong site, and only a new build fixes that.
 * - A start without SITE_URL, or with a local one, is a trial: it starts, with one warning.
 */
export function productionOriginCheck(env: Env = process.env, built = env.BUILD_SITE_URL) {
  if (env.NODE_ENV !== 'production') return undefined;
  const started = originOf(env.SITE_URL);
  if (!isLocal(started) && started !== originOf(built)) {
    return {
      refuse: true,
      message: `SITE_URL is ${started}, but the pages were built for ${originOf(built)}: their canonical and Open Graph addresses, the sitemap and robots.txt would name the wrong site. Build with the same SITE_URL (SITE_URL=${started} npm run build), then start.`,
    };
  }
  if (isLocal(started)) {
    return {
      refuse: false,
      message: `SITE_URL is ${env.SITE_URL ? started : 'not set'}: canonical and Open Graph addresses, the sitemap and robots.txt name ${originOf(built)}. Fine for a trial; for the public site set SITE_URL=https://… when building and starting (docs/deployment.md).`,
    };
  }
  return undefined;
}

/** At a production start: warns once, or refuses to start (see `productionOriginCheck`). */
export function checkProductionOrigin() {
  const problem = productionOriginCheck();
  if (!problem) return;
  if (!problem.refuse) {
    console.warn(`Warning: ${problem.message}`);
    return;
  }
  console.error(`Not started: ${problem.message}`);
  process.exit(1);
}
