// `npm test`: every test, in order of speed. Unit and API tests on the embedded database;
// the API suite again on PostgreSQL when TEST_DATABASE_URL names a server (CI always does),
// and through a pooler in transaction mode when TEST_POOLER_DATABASE_URL names one (CI does);
// then the browser suite, and the first-load JS budget of the production build it made
// (scripts/check-bundle-budget.mjs). Stops at the first failing stage.
import { spawn, spawnSync } from 'node:child_process';

const jestEnv = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `\n=== ${title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `runs` at once, each one's output kept and printed whole when it ends; exits if any failed. */
async function runSideBySide(runs) {
  if (runs.length) console.log(`\n=== ${runs.map((r) => r.title).join(' and ')}: side by side ===`);
  const started = Date.now();
  const results = await Promise.all(
    runs.map(
      ({ title, args, env }) =>
        new Promise((resolve) => {
          const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${title} ===\n`);
            process.stdout.write(Buffer.concat(output));
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            console.log(
              `\n=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`,
            );
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

const onlyUnit = process.argv.includes('--no-e2e');
const { TEST_DATABASE_URL, TEST_POOLER_DATABASE_URL, ...withoutPg } = jestEnv;
// The API suites (lib/api, lib/jobs). Without a PostgreSQL server every one runs on PGlite. With one
// (CI), each runs on PostgreSQL below, the production engine, and on PGlite run the ones whose
// code or behaviour the embedded engine changes: the route layer, the demo seed, the job
// queue's worker, backups of the embedded database, the admission gates' limits per engine.
// Everything else in the PGlite run (lib/db, the scripts, the PDFs, the components) is on
// PGlite alone, and the whole browser suite runs on the embedded database. The module suites
// are the same SQL through Drizzle on either engine; on PGlite they cost about three times
// what they cost on PostgreSQL (CI: 3,268 s of suite time against 1,166 + 731), which put CI
// near 90 minutes.
const PGLITE_ENGINE_SUITES = [
  'http/',
  'seed/',
  'modules/jobs/',
  'modules/backup/backup\\.test\\.ts$',
  'resilience\\.test\\.ts$',
];
const pgliteRun = TEST_DATABASE_URL
  ? // Every suite under lib/api but the engine suites (lib/jobs runs whole); the option takes
    // every argument after it.
    [
      '--testPathIgnorePatterns',
      '/node_modules/',
      `^${process.cwd()}/lib/api/(?!${PGLITE_ENGINE_SUITES.join('|')})`,
    ]
  : [];
run('unit and API tests (PGlite)', 'npx', ['jest', ...pgliteRun], withoutPg);
// Through a transaction-mode pooler, the suites of what could notice one: the route layer's
// transactions and export cursors, the job queue's locks and leases, the seed's concurrency,
// sessions, and the modules that lock rows or hold cursors themselves (backups, payments, plan
// limits, the notification fan-out). No server code keeps state on its connection between
// transactions (lib/db/pooler-safety.test.ts reads the source for it), so the other modules'
// routes would meet nothing new behind a pooler.
const POOLER_SUITES = [
  'lib/api/http',
  'lib/api/seed',
  'lib/api/resilience.test.ts',
  'lib/jobs/jobs.test.ts',
  'lib/api/modules/auth',
  'lib/api/modules/backup',
  'lib/api/modules/fees',
  'lib/api/modules/jobs',
  'lib/api/modules/notifications',
  'lib/api/modules/subscriptions',
];
// Each API suite runs once on PostgreSQL: the pooler's suites through it (when it is there),
// the rest directly. The route layer (lib/api/http) runs both ways: it is what named statements
// change (page-query.ts), and every direct suite signs in through authenticate.ts's named query.
// Run both ways, the pooler's other suites took about 480 s of suite time in CI's direct run.
const POOLER_ONLY = POOLER_SUITES.filter((suite) => suite !== 'lib/api/http');
const asPattern = (suite) => suite.replaceAll('.', '\\.') + (suite.endsWith('.ts') ? '$' : '/');
// The PostgreSQL runs wait on the server between queries: side by side they use the second core
// while the other waits (each prints its output when it ends, under its own title).
const serverRuns = [];
if (TEST_DATABASE_URL)
  // With named prepared statements (the default), and the client that names them. The ignore
  // patterns come last: jest's option takes every argument after it.
  serverRuns.push({
    title: 'API tests (PostgreSQL)',
    args: [
      'jest',
      'lib/api',
      'lib/jobs',
      'lib/db/statements.test.ts',
      ...(TEST_POOLER_DATABASE_URL
        ? ['--testPathIgnorePatterns', '/node_modules/', ...POOLER_ONLY.map(asPattern)]
        : []),
    ],
    env: jestEnv,
  });
else
  console.log(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped (CI sets it).',
  );
if (TEST_POOLER_DATABASE_URL)
  // Its URL turns named statements off (README).
  serverRuns.push({
    title: 'API tests (PostgreSQL through the pooler)',
    args: ['jest', ...POOLER_SUITES],
    env: {
      ...jestEnv,
      TEST_DATABASE_URL: TEST_POOLER_DATABASE_URL,
      // Templates are built and copied over a direct connection, as migrations run behind a
      // pooler (lib/api/test-support/templates.ts); the tests' own connections go through it.
      ...(TEST_DATABASE_URL ? { TEST_DIRECT_DATABASE_URL: TEST_DATABASE_URL } : {}),
    },
  });
await runSideBySide(serverRuns);
if (!onlyUnit) {
  run('end-to-end tests (Playwright, chromium)', 'npx', ['playwright', 'test']);
  run('first-load JS budget (gzip)', 'node', ['scripts/check-bundle-budget.mjs', '.next-e2e']);
}
