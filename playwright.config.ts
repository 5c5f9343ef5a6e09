import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminPassword } from './e2e/settings';

const port = Number(process.env.E2E_PORT ?? 3100);
const systemChromium = '/usr/bin/chromium';

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The tests run against the production build (`next build` runs before, in scripts/test.sh).
  webServer: {
    // The contact form's database starts empty in a folder of its own; the owner's area needs a password.
    command: `rm -rf .cache/e2e-data && ./node_modules/.bin/next start -p ${port} -H 127.0.0.1`,
    env: { DATA_DIR: '.cache/e2e-data', ADMIN_PASSWORD: e2eAdminPassword },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
