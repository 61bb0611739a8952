/**
 * What a restore must never let an archive do, whoever made it: move the id counter every
 * school shares, bring back an archive edited by hand or made by another deployment, burn the
 * server's CPU with a small upload, or run twice at once for one school.
 */
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from '../../demo/schools';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';
import {
  FOREIGN_SIGNING_KEY,
  archiveOf,
  backupBytes,
  entriesOf,
  restore,
  restoreAsNewSchool,
  sha256,
  withManifest,
  withTable,
  type As,
} from './test-support';
import { RESTORE_LOCK_SPACE } from './restore-locks';

let t: TestApi;
let admin: As;
let other: As;
let archive: Uint8Array;

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  admin = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  other = { token: await t.login('admin@hillcrest.test'), school: 'hillcrest' };
  archive = await backupBytes(t, admin);
}, 180_000);
afterAll(() => t.close());

/** The last id the deployment's counter for `table` has issued. */
async function lastIssued(table: string) {
  const result = (await t.handle.db.execute(
    sql`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass)::text as last`,
  )) as { rows: { last: string }[] };
  return Number(defined(result.rows[0], 'the sequence').last);
}

const FORGED_ID = 2147483645;

/** `table`'s first row again, with the forged id (and a fresh name where it has one). */
const withForgedRow = (table: string) =>
  withTable(archive, table, (lines) => {
    const row = JSON.parse(defined(lines[0], `a row of ${table}`));
    row.id = FORGED_ID;
    if (typeof row.name === 'string') row.name = unique('Forged');
    return [...lines, JSON.stringify(row)];
  });

const classCount = async (as: As) =>
  (await t.call('GET', '/api/classes?per_page=1', as)).body.meta.total as number;

describe('an archive with an id the deployment has not issued', () => {
  // Checksums recomputed and signed with this deployment's own key: the worst case.
  test.each(['classes', 'audit_log'])(
    'in %s is refused before anything is written; the counter stays and the other school still creates rows',
    async (table) => {
      const before = await lastIssued(table);
      const classes = await classCount(admin);
      const res = await restore(t, admin, await withForgedRow(table));
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toMatch(
        new RegExp(`${table} holds id ${FORGED_ID} .*which this server has not issued`),
      );
      expect(await lastIssued(table)).toBe(before);
      expect(await classCount(admin)).toBe(classes);

      const theirs = await t.call('GET', '/api/classes?per_page=1', other);
      for (let i = 0; i < 3; i++) {
        const created = await t.call('POST', '/api/classes', {
          ...other,
          body: { name: unique('After the forgery'), medium_id: theirs.body.data[0].medium_id },
        });
        expect(created.status).toBe(200);
        expect(created.body.data.id).toBeLessThan(FORGED_ID);
      }
    },
  );
});

describe('the signature', () => {
  /** One class renamed, its checksum recomputed, the manifest's signature left as it was. */
  const edited = () =>
    withTable(
      archive,
      'classes',
      (lines) => [
        defined(lines[0], 'a class').replace(/"name":"[^"]*"/, '"name":"Edited by hand"'),
        ...lines.slice(1),
      ],
      null,
    );

  const NOT_OURS = /changed after it was made, or comes from another deployment/;

  test('an archive with a row edited and its checksums recomputed is refused', async () => {
    const res = await restore(t, admin, await edited());
    expect([res.status, res.body.errors?.file]).toEqual([422, expect.stringMatching(NOT_OURS)]);
    expect(await classNames(admin)).not.toContain('Edited by hand');
  });

  test('an archive without a signature is refused', async () => {
    const unsigned = await withManifest(archive, (m) => delete m.signature, null);
    const res = await restore(t, admin, unsigned);
    expect([res.status, res.body.errors?.file]).toEqual([422, expect.stringMatching(NOT_OURS)]);
  });

  test("another deployment's archive is refused for a school and restored by the provider as a new school", async () => {
    const foreign = await withManifest(archive, () => undefined, FOREIGN_SIGNING_KEY);
    const res = await restore(t, admin, foreign);
    expect([res.status, res.body.errors?.file]).toEqual([422, expect.stringMatching(NOT_OURS)]);

    const provider = await t.call('POST', '/api/login', {
      body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
    });
    const subdomain = `moved-${unique('m').slice(2)}`;
    const copied = await restoreAsNewSchool(
      t,
      { token: provider.body.data.token },
      foreign,
      subdomain,
    );
    expect([copied.status, copied.body.message]).toEqual([200, expect.stringContaining(subdomain)]);
    const copy = {
      token: await t.login('admin@riverside.test', DEMO_PASSWORD, subdomain),
      school: subdomain,
    };
    expect(await classCount(copy)).toBe(await classCount(admin));
  });
});

const classNames = async (as: As) =>
  (await t.call('GET', '/api/classes?per_page=100', as)).body.data.map(
    (c: { name: string }) => c.name,
  );

describe('bounded and one at a time', () => {
  test('a 36 KB upload expanding to 32 MB on one line is refused at once', async () => {
    const entries = await entriesOf(archive);
    const line = Buffer.alloc(32 * 1024 * 1024, 'a');
    // The manifest and the one entry: the refusal comes long before the archive's missing end.
    const bomb = [
      defined(entries[0], 'the manifest'),
      { name: 'tables/classes.ndjson', data: line },
    ];
    const bytes = await withManifest(await archiveOf(bomb), (m) => {
      const listed = (m.tables as { name: string; sha256: string }[]).find(
        (x) => x.name === 'classes',
      );
      defined(listed, 'classes in the manifest').sha256 = sha256(line);
    });
    expect(bytes.byteLength).toBeLessThan(40 * 1024);
    const started = performance.now();
    const res = await restore(t, admin, bytes);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${(bytes.byteLength / 1024).toFixed(0)} KB upload of 32 MB on one line: ${res.status} in ${seconds.toFixed(2)} s`,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toMatch(/classes has a row longer than 8 MB \(line 1\)/);
    expect(seconds).toBeLessThan(10); // generous: about 0.1 s on a quiet machine
  });

  test('a second restore of the same school while one runs gets 409; the place is given back', async () => {
    const [first, second] = await Promise.all([
      restore(t, admin, archive),
      restore(t, admin, archive),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toMatch(/A restore of this school is already running/);
    // Neither the refusal nor the finished restore keeps the place.
    expect((await restore(t, admin, archive)).status).toBe(200);
  });

  // Another server process on the same PostgreSQL restoring this school: its transaction holds
  // the school's advisory lock. (PGlite is one process, so only PostgreSQL has this case.)
  const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
  onPostgres('a restore while another process restores the same school gets 409', async () => {
    const school = (await t.handle.db.execute(
      sql`select id from schools where subdomain = 'riverside'`,
    )) as unknown as { rows: { id: number }[] };
    const schoolId = defined(school.rows[0], 'riverside').id;
    const otherProcess = new Client({ connectionString: defined(t.databaseUrl, 'the database') });
    await otherProcess.connect();
    try {
      // Held as the other restore holds it: inside its open transaction (which also keeps a
      // transaction-mode pooler from handing that server connection to anyone else).
      await otherProcess.query('begin');
      await otherProcess.query('select pg_advisory_xact_lock($1, $2)', [
        RESTORE_LOCK_SPACE,
        schoolId,
      ]);
      const refused = await restore(t, admin, archive);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/A restore of this school is already running/);
      await otherProcess.query('rollback');
      expect((await restore(t, admin, archive)).status).toBe(200);
    } finally {
      await otherProcess.end();
    }
  });
});
