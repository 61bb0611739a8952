// Builds the app into its own folder and starts it on a fresh embedded database, for Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startPair } from './e2e-pair.mjs';

const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-e2e',
  DATA_DIR: 'data/e2e',
  NEXT_TELEMETRY_DISABLED: '1',
  // A production build served over plain http on *.localhost: links must say http.
  APP_PROTOCOL: 'http',
  // `next start` runs in production mode, which requires a session secret: a throw-away one.
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
};
delete env.DATABASE_URL; // the browser suite runs on the embedded database
rmSync('data/e2e', { recursive: true, force: true });

if (!process.env.E2E_SKIP_BUILD) {
  // In CI, built as the demo is (SCHOLA_QUICK_BUILD, next.config.ts): .ci/run's typecheck
  // stage has checked the types, so no second check, no build-cache write, no server-side
  // minification; the browser's code is minified as always, so the JS budget still holds.
  // Elsewhere `npm test` has no typecheck stage: the build checks the types.
  const build = spawnSync('npx', ['next', 'build'], {
    env: process.env.CI ? { ...env, SCHOLA_QUICK_BUILD: '1' } : env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = Number(env.PORT ?? 3210);
const server = spawn('npx', ['next', 'start', '-p', String(port)], { env, stdio: 'inherit' });
// Two more instances on PostgreSQL for e2e/two-instances.spec.ts (scripts/e2e-pair.mjs).
const stopPair = env.TEST_DATABASE_URL ? await startPair(env, port) : () => {};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopPair();
    server.kill(signal);
  });
server.on('exit', (code) => {
  stopPair();
  process.exit(code ?? 0);
});
