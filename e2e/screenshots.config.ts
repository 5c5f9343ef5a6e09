import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run screenshots` (docs/testing.md#screenshots): every page and state of e2e/pages.ts at
 * 390 and 1,440 px, light and dark, against the e2e build there is (it builds nothing), into
 * .cache/screenshots/.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screenshots.ts',
  outputDir: '../.cache/screenshots/test-results',
  workers: 1,
  projects: [{ name: 'screenshots', use: devices['Desktop Chrome'] }],
  // The server of the e2e tests, started from the project's folder (not this file's).
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer)!,
    cwd: resolve(import.meta.dirname, '..'),
  },
});
