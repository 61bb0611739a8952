// `npm run demo`: the README's start command. Serves the app as a production build (`next start`
// from `.next-demo`), where every screen opens at once, instead of the dev server, which
// compiles each route on its first visit (4–5 s a screen; `npm run dev` stays for development).
//
// A fresh checkout has no build yet: it builds, and meanwhile seeds the demo database in a
// second process (`npm run seed`), so the seed costs no time of its own. The build skips its
// TypeScript check and the writing of Turbopack's build cache (SCHOLA_QUICK_BUILD, next.config.ts):
// `npm run typecheck` and CI check the types; a demo only needs the code compiled. A later start reuses the build while the source is
// unchanged (a stamp of HEAD, the uncommitted changes and untracked files): then it is `next
// start` on an existing database, a few seconds.
//
// Same data folder as `npm run dev` (DATA_DIR, default data/), so both see the same schools; its
// session secret is the one `npm run dev` keeps there. Plain http on *.localhost: APP_PROTOCOL=http.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIST = '.next-demo';
const STAMP = path.join(DIST, 'schola-source-stamp');
const started = performance.now();
const since = (t = started) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

/** What the build was made from; undefined outside a git checkout (then it always builds). */
function sourceStamp() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 << 20 });
    const hash = createHash('sha256').update(git('rev-parse', 'HEAD')).update(git('diff', 'HEAD'));
    for (const file of git('ls-files', '--others', '--exclude-standard')
      .split('\n')
      .filter(Boolean))
      hash.update(file).update(readFileSync(file));
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** The session secret `npm run dev` generates and keeps in the data folder (lib/config/env.ts). */
function sessionSecret(dataDir) {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function run(command, args, env) {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    ),
  );
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: '1',
  APP_PROTOCOL: process.env.APP_PROTOCOL ?? 'http',
  SESSION_SECRET: process.env.SESSION_SECRET ?? sessionSecret(process.env.DATA_DIR ?? 'data'),
};

const stamp = sourceStamp();
const current =
  stamp &&
  existsSync(path.join(DIST, 'BUILD_ID')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === stamp;
if (current) console.log(`[demo] the build in ${DIST} is current: starting it`);
else {
  console.log(
    `[demo] building into ${DIST} (first start, or the source changed) while seeding the demo database`,
  );
  const seeding =
    process.env.SEED_DEMO === 'never'
      ? Promise.resolve()
      : run('npx', ['tsx', 'scripts/seed.ts'], env).then(() =>
          console.log(`[demo] database seeded at ${since()}`),
        );
  const building = run('npx', ['next', 'build'], { ...env, SCHOLA_QUICK_BUILD: '1' }).then(() => {
    if (stamp) writeFileSync(STAMP, stamp);
    console.log(`[demo] built at ${since()}`);
  });
  try {
    await Promise.all([seeding, building]);
  } catch (error) {
    console.error(`[demo] ${error.message}`);
    process.exit(1);
  }
}

const port = process.env.PORT ?? '3000';
const server = spawn('npx', ['next', 'start', '-p', port], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
console.log(
  `[demo] starting at ${since()}: open http://riverside.localhost:${port} (admin@riverside.test, password Schola-demo-1)`,
);
