/** The owner's password of the e2e server (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const e2eAdminPassword = 'e2e-Verwaltung-2026';

/** The second build, without a Google Maps key, that e2e/map-without-key.spec.ts runs against. */
export const noKeyDistDir = '.next/without-map-key';
