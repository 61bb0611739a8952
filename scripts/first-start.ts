/**
 * `npm run first-start:measure`: what a newcomer waits for after `npm install`, measured the way
 * they live it (issue 27, item 8). From a fresh clone of HEAD in a temporary folder (node_modules
 * hard-linked from this checkout, so the install is not measured again), it runs the README's
 * start command (read from README.md, the `npm install` part left out), waits for the sign-in
 * page in Chromium, signs in as the demo School Admin through the form (the browser's path
 * through the BFF), waits for the dashboard, then opens every other private screen once
 * (lib/menu/spec-private-routes.ts) and prints: start → sign-in page, sign-in → dashboard, their
 * total, and each screen's first visit (max and p50).
 *
 * Only meaningful on an idle machine; the figures are wall-clock times. FIRST_START_PORT (3000)
 * picks the port, FIRST_START_KEEP=1 keeps the temporary clone, FIRST_START_COMMAND overrides the
 * README's command, FIRST_START_DIR=path measures a later start in a checkout started once
 * (its build reused). Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ALL_SPEC_PRIVATE_ROUTES } from '../lib/menu/spec-private-routes';
import { readmeStartCommand, summarise } from './first-start-figures';

// Run by npm from the checkout's root.
const repo = process.cwd();
const port = Number(process.env.FIRST_START_PORT ?? 3000);
const origin = `http://riverside.localhost:${port}`;
const command =
  process.env.FIRST_START_COMMAND ??
  readmeStartCommand(readFileSync(path.join(repo, 'README.md'), 'utf8'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'schola-first-start-'));
  execFileSync('git', ['clone', '--quiet', repo, dir]);
  // Hard links: a copy of 1 GB in a second, and Turbopack refuses a node_modules symlinked
  // from outside the project. Across file systems, a real copy.
  try {
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), dir]);
  } catch {
    execFileSync('cp', ['-a', path.join(repo, 'node_modules'), dir]);
  }
  return dir;
}

/** Reloads the sign-in page until the server answers it (it is not listening yet at first). */
async function waitForSignInPage(page: Page, deadline: number): Promise<void> {
  for (;;) {
    const response = await page
      .goto(`${origin}/authentication/login`, { timeout: 180_000 })
      .catch(() => null);
    if (response?.ok()) break;
    if (Date.now() > deadline) throw new Error('The sign-in page did not appear within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.getByLabel('E-mail').waitFor();
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill('admin@riverside.test');
  await page.getByLabel('Password').fill('Schola-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 300_000 });
  await page.locator('main#main h1').first().waitFor({ timeout: 300_000 });
}

/** One screen's first visit: navigation until its heading shows. */
async function visit(page: Page, route: string): Promise<number> {
  const started = performance.now();
  let response = await page.goto(`${origin}${route}`, { timeout: 300_000 });
  // A server over its admission limit refuses (503) rather than queueing; once more, said aloud.
  if (response && response.status() >= 500) {
    console.log(`  ${route} answered ${response.status()} at first; once more`);
    response = await page.goto(`${origin}${route}`, { timeout: 300_000 });
  }
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
  await page.locator('main#main h1').first().waitFor({ timeout: 300_000 });
  return performance.now() - started;
}

async function main() {
  // FIRST_START_DIR: a checkout already started once, to measure a later start (build reused).
  const dir = process.env.FIRST_START_DIR ?? freshClone();
  console.log(
    `${process.env.FIRST_START_DIR ? 'checkout' : 'fresh clone of HEAD'} in ${dir}; running: ${command}`,
  );
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  });
  const server = spawn('sh', ['-c', command], {
    cwd: dir,
    detached: true, // its own process group, so the whole tree stops at the end
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_HOST: `localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const log: string[] = [];
  server.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };

  try {
    const started = performance.now();
    const page = await browser.newPage();
    await waitForSignInPage(page, Date.now() + 600_000);
    const signInPage = performance.now() - started;
    console.log(`start → sign-in page: ${seconds(signInPage)}`);
    const signingIn = performance.now();
    await signIn(page);
    const dashboard = performance.now() - signingIn;
    console.log(`sign-in → dashboard: ${seconds(dashboard)}`);
    const visits: { route: string; ms: number }[] = [];
    for (const route of ALL_SPEC_PRIVATE_ROUTES.filter((r) => r !== '/dashboard')) {
      const ms = await visit(page, route);
      visits.push({ route, ms });
      console.log(`  first visit ${route}: ${seconds(ms)}`);
    }
    const figures = summarise(visits.map((v) => v.ms));
    const slowest = visits.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      process.env.FIRST_START_DIR
        ? '\nlater start (a checkout started before)'
        : '\nfirst start (fresh clone, after npm install)',
    );
    console.table({
      'start → sign-in page': seconds(signInPage),
      'sign-in → dashboard': seconds(dashboard),
      total: seconds(signInPage + dashboard),
      [`screens' first visit, p50 (${visits.length} screens)`]: seconds(figures.p50),
      [`screens' first visit, max (${slowest.route})`]: seconds(figures.max),
    });
  } catch (error) {
    console.error(log.join('').slice(-4000));
    throw error;
  } finally {
    stop();
    await browser.close();
    if (!process.env.FIRST_START_KEEP && !process.env.FIRST_START_DIR)
      rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
