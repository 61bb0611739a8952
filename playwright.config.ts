/**
 * End-to-end tests in a real browser against a production build with its own fresh embedded
 * database. One project per host: each demo school on its own subdomain, and the provider's
 * bare host. Debian's chromium is used when present (no browser download works on our CI
 * machines); elsewhere Playwright's own, from `npx playwright install chromium`.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// Specs for the bare host; specs named serial-* change shared demo accounts, so they run alone
// after everything else (a project that depends on the others).
const bareHostSpecs = /(public|provider)[\w-]*\.spec\.ts$/;
const serialSpecs = /serial-[\w-]*\.spec\.ts$/;
// Two more web instances on PostgreSQL (scripts/e2e-pair.mjs), riverside on instance a.
const pairSpecs = /two-instances\.spec\.ts$/;
// Mechanisms no school changes — response headers, the form before hydration, the push service
// worker, a refused SMS retried, a receipt's verification page (which tries the other school's
// address itself), one's own account — run on Riverside alone. Every screen, every module's
// flows and every role run on both schools: Hillcrest is Arabic, right to left, in another
// currency and date format.
const oneSchoolSpecs =
  /(security-headers|sign-in-before-hydration|push-service-worker|notification-retry|receipt-verification|account)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // An action that cannot happen (an option never offered, a button never shown) fails on its
    // own line within 45 s, rather than waiting silently until the test's time-out (CI once
    // reported only the clean-up's "page closed" after a 3-minute wait).
    actionTimeout: 45_000,
    ...browser,
  },
  projects: [
    {
      name: 'riverside',
      testIgnore: [bareHostSpecs, serialSpecs, pairSpecs],
      use: { ...browser, baseURL: `http://riverside.localhost:${PORT}` },
    },
    {
      name: 'hillcrest',
      testIgnore: [bareHostSpecs, serialSpecs, pairSpecs, oneSchoolSpecs],
      use: { ...browser, baseURL: `http://hillcrest.localhost:${PORT}` },
    },
    {
      name: 'bare-host',
      testMatch: bareHostSpecs,
      use: { ...browser, baseURL: `http://localhost:${PORT}` },
    },
    {
      name: 'two-instances',
      testMatch: pairSpecs,
      use: { ...browser, baseURL: `http://riverside.localhost:${PORT + 1}` },
    },
    {
      name: 'serial',
      testMatch: serialSpecs,
      // One file at a time: theme, date format and restore all rewrite the same school's
      // settings, and a restore signs everyone out; side by side they undid each other.
      workers: 1,
      dependencies: ['riverside', 'hillcrest', 'bare-host'],
      use: { ...browser, baseURL: `http://riverside.localhost:${PORT}` },
    },
  ],
  webServer: {
    // A fresh data folder per run: the demo schools are seeded on first start.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: { PORT: String(PORT), APP_HOST: `localhost:${PORT}` },
  },
});
