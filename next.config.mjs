import createNextIntlPlugin from 'next-intl/plugin';
import { headerRules } from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `node .next/standalone/server.js` runs the site without node_modules (see README, Node host).
  output: 'standalone',
  // The content folder is read at run time by dynamic pages; ship it with the standalone server.
  outputFileTracingIncludes: { '/**': ['./content/**'] },
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // Security headers and the spamshield cookie (lib/security-headers.mjs). SITE_URL is read at build time.
  headers: async () => headerRules({ https: (process.env.SITE_URL ?? '').startsWith('https:') }),
};

export default withNextIntl(nextConfig);
