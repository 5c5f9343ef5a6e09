import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  buildWithoutMapKey,
  buildWithoutMapKeyHint,
  e2eAdminEmail,
  e2eAdminPassword,
  seededDataDir,
} from './e2e/settings';

const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's Chromium: its headless shell (package chromium-headless-shell) where it is installed,
// which ran e2e/quality.spec.ts in 51 s against the full browser's 72 s on 2 cores; else the browser.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const systemChromium = [headlessShell, '/usr/bin/chromium'].find((path) => existsSync(path));
const chrome = devices['Desktop Chrome'];

// The page without a map needs a build without a Google Maps key (scripts/test.sh's second leg).
const noKeyTests = /map-without-key\.spec\.ts$/;
// The backend on PostgreSQL needs a server: scripts/with-postgres.sh starts a throw-away one and
// sets TEST_POSTGRES_URL (npm test does).
const postgresTests = /postgres\.spec\.ts$/;
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL);
// In CI every project is listed: a missing database fails its tests, never skips them. A
// developer's run (`npm run test:e2e`) takes what is there: one build, no PostgreSQL.
const ci = Boolean(process.env.CI);
if (!ci && !process.env.TEST_WORKER_INDEX) {
  if (!buildWithoutMapKey) console.log(`Not run: ${noKeyTests} (${buildWithoutMapKeyHint})`);
  if (!withPostgres) console.log(`Not run: ${postgresTests} (no TEST_POSTGRES_URL)`);
}
// Each server starts on a copy of the database the build was made from (content, no messages) in a
// folder of its own; the owner's area needs a password. The tests stand in for one reverse proxy (TRUSTED_PROXY_HOPS=1): each sends the
// X-Forwarded-For that nginx would pass on, so that parallel tests count as different clients.
const server = (listen: number) => ({
  command: `rm -rf .cache/e2e-data-${listen} && cp -r ${seededDataDir} .cache/e2e-data-${listen} && ./node_modules/.bin/next start -p ${listen} -H 127.0.0.1`,
  env: {
    DATA_DIR: `.cache/e2e-data-${listen}`,
    ADMIN_EMAIL: e2eAdminEmail,
    ADMIN_PASSWORD: e2eAdminPassword,
    TRUSTED_PROXY_HOPS: '1',
  },
  url: `http://127.0.0.1:${listen}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // A screen of Payload's admin shows its fields 1.5 s after it is opened on an idle machine, 3.5 s
  // beside six busy processes, and once on CI not within Playwright's 5 s for an expectation
  // (backend-addresses.spec.ts, a place's Bundesstaat).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: buildWithoutMapKey ? [postgresTests] : [noKeyTests, postgresTests],
      use: chrome,
    },
    ...(ci || withPostgres ? [{ name: 'postgres', testMatch: postgresTests, use: chrome }] : []),
  ],
  // The tests run against the production build (`next build` runs before, in scripts/test.sh).
  webServer: [server(port)],
});
