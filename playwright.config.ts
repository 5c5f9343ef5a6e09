import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminEmail, e2eAdminPassword, noKeyDistDir, seededDataDir } from './e2e/settings';

const port = Number(process.env.E2E_PORT ?? 3100);
const systemChromium = '/usr/bin/chromium';
const chrome = devices['Desktop Chrome'];

// scripts/test.sh builds the site a second time without a Google Maps key into this folder (inside
// .next, so every main build removes it and it is never stale); its tests run against that build.
const noKeyPort = port + 1;
const withNoKeyBuild = existsSync(`${noKeyDistDir}/BUILD_ID`);
const noKeyTests = /map-without-key\.spec\.ts$/;
// The backend on PostgreSQL needs a server: scripts/with-postgres.sh starts a throw-away one and
// sets TEST_POSTGRES_URL (npm test does).
const postgresTests = /postgres\.spec\.ts$/;
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL);
// In CI every project is listed: a missing build or database fails its tests, never skips them. A
// developer's run (`npm run test:e2e`) takes what is there: one build, no PostgreSQL.
const ci = Boolean(process.env.CI);
if (!ci && !process.env.TEST_WORKER_INDEX) {
  if (!withNoKeyBuild) console.log(`Not run: ${noKeyTests} (no build in ${noKeyDistDir})`);
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
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [noKeyTests, postgresTests], use: chrome },
    ...(ci || withNoKeyBuild
      ? [
          {
            name: 'without-map-key',
            testMatch: noKeyTests,
            use: { ...chrome, baseURL: `http://127.0.0.1:${noKeyPort}` },
          },
        ]
      : []),
    ...(ci || withPostgres ? [{ name: 'postgres', testMatch: postgresTests, use: chrome }] : []),
  ],
  // The tests run against the production build (`next build` runs before, in scripts/test.sh).
  webServer: [
    server(port),
    ...(withNoKeyBuild
      ? [{ ...server(noKeyPort), env: { ...server(noKeyPort).env, NEXT_DIST_DIR: noKeyDistDir } }]
      : []),
  ],
});
