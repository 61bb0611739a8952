/**
 * End-to-end tests in a real browser against a production build with its own fresh embedded
 * database. One project per host: each demo school on its own subdomain, and the provider's
 * bare host. Debian's chromium is used when present (no browser download works on our CI
 * machines); elsewhere Playwright's own, from `npx playwright install chromium`.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Debian's old headless shell (package chromium-headless-shell) when present: the same Blink and
// V8 without the full browser's UI and GPU processes. On a 2-core machine the browser was the
// stage's bottleneck (the full chromium took ~1.5 of the 2 cores; the app server ~0.25), and the
// shell ran the same 30 tests (people, screens, leave) in 2.2 min where the full browser took 3.0.
// The shell has no notifications: the push service worker's spec runs in the full browser.
const installed = (...paths: string[]) => paths.find((path) => existsSync(path));
const fullChromium = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');
const chromium =
  process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');

const inChromium = (executablePath: string | undefined) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
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
});
const browser = inChromium(chromium);
const fullBrowserSpecs = /push-service-worker\.spec\.ts$/;

// Specs for the bare host; specs named serial-* change shared demo accounts, so they run alone
// after everything else (a project that depends on the others).
const bareHostSpecs = /(public|provider)[\w-]*\.spec\.ts$/;
const serialSpecs = /serial-[\w-]*\.spec\.ts$/;
// Two more web instances on PostgreSQL (scripts/e2e-pair.mjs), riverside on instance a.
const pairSpecs = /two-instances\.spec\.ts$/;
// Every spec runs on Riverside. Hillcrest runs what its own data or settings change: every
// role's walk through every screen (in Arabic, right to left), the lists (print, phone), fees and
// dues in its currency, the dashboards' figures, attendance by period (Riverside's is by day),
// and the teacher's register (its week has other working days: on Riverside's weekend, the
// register spec runs only here). The other specs' users choose English and their flows are the
// same server code for either school: run twice, they doubled the stage for little. The
// cross-school guarantees are the API suite's (lib/api/cross-school.test.ts).
const secondSchoolSpecs =
  /\/(every-screen|screens|fees|fees-dues|dashboard-accountant|dashboard-guardian|period-attendance|teacher-register)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Recorded on the retry of a failed test only: tracing every test (screencast and a DOM
    // snapshot per action) cost about a quarter of the stage's time.
    trace: 'on-first-retry',
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
      testIgnore: [bareHostSpecs, serialSpecs, pairSpecs, fullBrowserSpecs],
      use: { ...browser, baseURL: `http://riverside.localhost:${PORT}` },
    },
    {
      name: 'riverside-full-browser',
      testMatch: fullBrowserSpecs,
      use: { ...inChromium(fullChromium), baseURL: `http://riverside.localhost:${PORT}` },
    },
    {
      name: 'hillcrest',
      testMatch: secondSchoolSpecs,
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
      dependencies: ['riverside', 'riverside-full-browser', 'hillcrest', 'bare-host'],
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
