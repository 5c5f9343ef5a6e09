// @ts-check
// Workaround for Payload 3.90's `withPayload` (seen on 3.90.1 and 3.90.2) adding the admin's
// colour-scheme client hints (`Accept-CH`, `Critical-CH`, `Vary: Sec-CH-Prefers-Color-Scheme`) to
// every route of the site (payloadcms/payload#17906): a `Critical-CH` makes the browser load a
// public page twice the first time, and the `Vary` splits every cache in front of the site. The
// rule is limited to the backend's pages. Let it go when lib/workarounds/payload-client-hints.test.ts fails, i.e. when
// withPayload no longer adds the rule for every route.

const isClientHintsRule = (/** @type {{ headers: { key: string }[] }} */ rule) =>
  rule.headers.some((header) => header.key === 'Accept-CH');

/**
 * The Next config with withPayload's client-hints rule moved from every route to `adminPath`.
 * @param {import('next').NextConfig} config
 * @param {string} adminPath
 * @returns {import('next').NextConfig}
 */
export function clientHintsOnlyFor(config, adminPath) {
  const { headers } = config;
  if (!headers) return config;
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        isClientHintsRule(rule) ? { ...rule, source: `${adminPath}/:path*` } : rule,
      ),
  };
}
