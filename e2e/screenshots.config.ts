import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run screenshots` (docs/testing.md#screenshots): every page and state of e2e/pages.ts at
 * 390 and 1,440 px, light and dark, against the e2e build there is (it builds nothing), into
 * .cache/screenshots/.
 */
export default defineConfig({
  ...base,
  testMatch: 'screenshots.ts',
  outputDir: '../.cache/screenshots/test-results',
  workers: 1,
  projects: [{ name: 'screenshots', use: devices['Desktop Chrome'] }],
  webServer: Array.isArray(base.webServer) ? base.webServer[0] : base.webServer,
});
