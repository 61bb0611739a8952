/** The provider's CLI, run as the provider runs it, on a real embedded database folder. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../lib/api/test-support/templates';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-cli-'));
// A migrated folder to begin with (a copy of the run's template): the CLI is what is tested.
beforeAll(async () => (await migratedPglite(path.join(dataDir, 'pglite'))).close());
const run = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/create-school.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      APP_HOST: 'example.org',
      NODE_OPTIONS: '',
    },
    encoding: 'utf8',
    timeout: 90_000,
  });

test('creates a school, then refuses the same subdomain and a reserved one with clear messages', () => {
  const created = run(
    '--name',
    'Oak Tree School',
    '--subdomain',
    'oaktree',
    '--admin-email',
    'head@oaktree.org',
  );
  expect(created.stderr).not.toMatch(/Error/);
  expect(created.status).toBe(0);
  expect(created.stdout).toMatch(/Created Oak Tree School \(school code SCH\d{6}\)\./);
  expect(created.stdout).toContain('Address:  http://oaktree.example.org/');
  expect(created.stdout).toMatch(/Password: \S{12,}/);

  const duplicate = run(
    '--name',
    'Another Oak',
    '--subdomain',
    'oaktree',
    '--admin-email',
    'x@y.org',
  );
  expect(duplicate.status).toBe(1);
  expect(duplicate.stderr).toContain('subdomain: The subdomain "oaktree" is already taken.');

  const reserved = run('--name', 'Sneaky', '--subdomain', 'admin', '--admin-email', 'x@y.org');
  expect(reserved.status).toBe(1);
  expect(reserved.stderr).toContain('subdomain: This subdomain is reserved; choose another.');

  const missing = run('--name', 'No Subdomain');
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain('Missing --subdomain, --admin-email.');
});
