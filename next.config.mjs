import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `node .next/standalone/server.js` runs the site without node_modules (see README, Node host).
  output: 'standalone',
  // The content folder is read at run time by dynamic pages; ship it with the standalone server.
  outputFileTracingIncludes: { '/**': ['./content/**'] },
  // A second build side by side (e.g. the e2e build without a Google Maps key) uses another folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
