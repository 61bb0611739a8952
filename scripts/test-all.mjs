// `npm test`: every test, in order of speed. Unit and API tests on the embedded database;
// the API suite again on PostgreSQL when TEST_DATABASE_URL names a server (CI always does),
// and through a pooler in transaction mode when TEST_POOLER_DATABASE_URL names one (CI does);
// then the browser suite, and the first-load JS budget of the production build it made
// (scripts/check-bundle-budget.mjs). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

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

const onlyUnit = process.argv.includes('--no-e2e');
const { TEST_DATABASE_URL, TEST_POOLER_DATABASE_URL, ...withoutPg } = jestEnv;
run('unit and API tests (PGlite)', 'npx', ['jest'], withoutPg);
if (TEST_DATABASE_URL) {
  // With named prepared statements (the default), and the client that names them.
  run(
    'API tests (PostgreSQL)',
    'npx',
    ['jest', 'lib/api', 'lib/jobs', 'lib/db/statements.test.ts'],
    jestEnv,
  );
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped (CI sets it).',
  );
}
if (TEST_POOLER_DATABASE_URL) {
  // Through a transaction-mode pooler: its URL turns named statements off (README).
  run('API tests (PostgreSQL through the pooler)', 'npx', ['jest', 'lib/api'], {
    ...jestEnv,
    TEST_DATABASE_URL: TEST_POOLER_DATABASE_URL,
    // Templates are built and copied over a direct connection, as migrations run behind a
    // pooler (lib/api/test-support/templates.ts); the tests' own connections go through it.
    ...(TEST_DATABASE_URL ? { TEST_DIRECT_DATABASE_URL: TEST_DATABASE_URL } : {}),
  });
}
if (!onlyUnit) {
  run('end-to-end tests (Playwright, chromium)', 'npx', ['playwright', 'test']);
  run('first-load JS budget (gzip)', 'node', ['scripts/check-bundle-budget.mjs', '.next-e2e']);
}
