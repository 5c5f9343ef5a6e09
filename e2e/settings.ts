/** The owner's password of the e2e server (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const e2eAdminPassword = 'e2e-Verwaltung-2026';
