/** The public origin of the site, from SITE_URL (no trailing slash). */
export const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000').origin;
