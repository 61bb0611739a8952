// Builds the app into its own folder and starts it on a fresh embedded database, for Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';

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
  const build = spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['next', 'start', '-p', env.PORT ?? '3210'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
