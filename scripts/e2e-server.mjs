// Builds the app into its own folder and starts it on a fresh embedded database, for Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-e2e',
  DATA_DIR: 'data/e2e',
  NEXT_TELEMETRY_DISABLED: '1',
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
