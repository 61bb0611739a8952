import { existsSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { asShown } from './backups';
import {
  archiveOf,
  download,
  entriesOf,
  makeBackup,
  restore,
  schoolCode,
  sha256,
  truncated,
  withForeignRow,
  withSchemaVersion,
  type As,
} from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let admin: As;
let other: As;

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  admin = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  other = { token: await t.login('admin@hillcrest.test'), school: 'hillcrest' };
}, 180_000);
afterAll(() => t.close());

const checksums = async (bytes: Uint8Array) => {
  const head = defined((await entriesOf(bytes))[0], 'the manifest entry');
  const manifest = JSON.parse(head.data.toString());
  return Object.fromEntries(
    manifest.tables.map((x: { name: string; rows: number; sha256: string }) => [
      x.name,
      `${x.rows}:${x.sha256}`,
    ]),
  );
};

async function freshArchive(as: As = admin) {
  const backup = await makeBackup(t, as);
  expect(backup.status).toBe('done');
  const file = await download(t, as, backup.id);
  expect(file.status).toBe(200);
  return { backup, bytes: file.bytes };
}

const classNames = async (as: As) =>
  (await t.call('GET', '/api/classes?per_page=100', as)).body.data.map(
    (c: { name: string }) => c.name,
  );

describe('a backup of a school', () => {
  test('holds every table of the school with its rows, checksums and stored files, and is listed', async () => {
    const dir = path.join(t.storageDir, 'private', '1');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'student-feedface.png'), Buffer.from('a photo'));
    const { backup, bytes } = await freshArchive();
    const entries = await entriesOf(bytes);
    const head = defined(entries[0], 'the first entry');
    expect(head.name).toBe('manifest.json');
    const manifest = JSON.parse(head.data.toString());
    expect(manifest).toMatchObject({ format: 'schola-backup', school: { subdomain: 'riverside' } });
    const students = manifest.tables.find((x: { name: string }) => x.name === 'students');
    expect(students.rows).toBeGreaterThan(100);
    const studentLines = entries.find((e) => e.name === 'tables/students.ndjson')!.data;
    expect(sha256(studentLines)).toBe(students.sha256);
    expect(manifest.files.map((f: { name: string }) => f.name)).toContain('student-feedface.png');
    expect(entries.some((e) => e.name === 'tables/access_tokens.ndjson')).toBe(false);
    expect(entries.some((e) => e.name === 'tables/backups.ndjson')).toBe(false);

    const list = await t.call('GET', '/api/backups', admin);
    const listed = list.body.data.find((b: { id: number }) => b.id === backup.id);
    expect(listed).toMatchObject({ status: 'done', created_by_name: expect.any(String) });
    expect(listed.size_bytes).toBe(bytes.byteLength);
    expect(listed.rows_done).toBe(listed.rows_total);
  });

  test("another school's backup is not found, and only the School Admin may make one", async () => {
    const { backup } = await freshArchive();
    expect((await t.call('GET', `/api/backups/${backup.id}`, other)).status).toBe(404);
    expect((await download(t, other, backup.id)).status).toBe(404);
    expect((await t.call('DELETE', `/api/backups/${backup.id}`, other)).status).toBe(404);
    const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
    expect((await t.call('POST', '/api/backups', teacher)).status).toBe(403);
  });

  test('delete removes the archive file and leaves an audit row', async () => {
    const { backup } = await freshArchive();
    const file = path.join(t.storageDir, 'private', '1', backup.file_name);
    expect(existsSync(file)).toBe(true);
    const res = await t.call('DELETE', `/api/backups/${backup.id}`, admin);
    expect(res.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await t.call('GET', `/api/backups/${backup.id}`, admin)).status).toBe(404);
    const log = await t.call(
      'GET',
      `/api/audit-log?entity=backups&action=delete&entity_id=${backup.id}`,
      admin,
    );
    expect(log.body.data).toHaveLength(1);
  });
});

test('a row read as running just before its export ended is shown running, not failed', async () => {
  // The poller's read can start before the job writes `done` and return after the job ended.
  const { backup } = await freshArchive();
  expect(backup.status).toBe('done');
  expect(asShown({ ...backup, status: 'running' }).status).toBe('running');
  // A running row that no job of this process ever wrote was left by a stopped server.
  expect(asShown({ ...backup, id: backup.id + 1_000_000, status: 'running' }).status).toBe(
    'failed',
  );
});

test("the provider's schools list shows each school's last finished backup", async () => {
  const { backup } = await freshArchive();
  const login = await t.call('POST', '/api/login', {
    body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
  });
  const schools = await t.call('GET', '/api/provider/schools', { token: login.body.data.token });
  const riverside = schools.body.data.find(
    (s: { subdomain: string }) => s.subdomain === 'riverside',
  );
  expect(new Date(riverside.last_backup_at).getTime()).toBe(
    new Date(backup.completed_at).getTime(),
  );
});

describe('restoring', () => {
  test('a fresh backup changes nothing: every table has the same checksum after', async () => {
    const before = await freshArchive();
    const res = await restore(t, admin, before.bytes);
    expect(res.status).toBe(200);
    const after = await freshArchive();
    const [a, b] = [await checksums(before.bytes), await checksums(after.bytes)];
    delete a.audit_log; // the restore itself adds its row to the append-only log
    delete b.audit_log;
    expect(b).toEqual(a);
  });

  test('puts expenses back as they were: one recorded after the backup goes, one cancelled is live again', async () => {
    const live = await t.call('GET', '/api/expenses?status=active&per_page=1', admin);
    const older = live.body.data[0];
    const { bytes } = await freshArchive();
    const cancelled = await t.call('POST', `/api/expenses/${older.id}/cancel`, {
      ...admin,
      body: { reason: 'Refunded after the backup' },
    });
    expect(cancelled.status).toBe(200);
    const recorded = await t.call('POST', '/api/expenses', {
      ...admin,
      body: {
        category_id: older.category_id,
        title: unique('After the backup'),
        amount: 4200,
        date: older.date,
      },
    });
    expect(recorded.status).toBe(200);
    expect((await restore(t, admin, bytes)).status).toBe(200);
    const back = await t.call('GET', `/api/expenses/${older.id}`, admin);
    expect(back.body.data).toMatchObject({ status: 'active' });
    // Kept in the safety backup (restore-replace.test.ts restores one), not in the school.
    expect((await t.call('GET', `/api/expenses/${recorded.body.data.id}`, admin)).status).toBe(404);
  });

  test('brings back the earlier state after changes, files included, and the session survives', async () => {
    const { bytes } = await freshArchive();
    const before = await checksums(bytes);
    const photo = path.join(t.storageDir, 'private', '1', 'student-feedface.png');
    const classes = await t.call('GET', '/api/classes?per_page=100', admin);
    const medium = classes.body.data[0].medium_id;
    const added = await t.call('POST', '/api/classes', {
      ...admin,
      body: { name: unique('Class'), medium_id: medium },
    });
    expect(added.status).toBe(200);
    await writeFile(photo, Buffer.from('changed'));
    await writeFile(path.join(path.dirname(photo), 'student-0badcafe.png'), Buffer.from('new'));

    const res = await restore(t, admin, bytes);
    expect(res.status).toBe(200);
    expect(await classNames(admin)).not.toContain(added.body.data.name);
    expect(existsSync(path.join(path.dirname(photo), 'student-0badcafe.png'))).toBe(false);
    const after = await checksums((await freshArchive()).bytes);
    delete before.audit_log;
    delete after.audit_log;
    expect(after).toEqual(before);
    // New ids do not collide with restored ones.
    expect(
      (
        await t.call('POST', '/api/classes', {
          ...admin,
          body: { name: unique('Class'), medium_id: medium },
        })
      ).status,
    ).toBe(200);
    const log = await t.call('GET', '/api/audit-log?entity=backups&action=restore', admin);
    expect(log.body.data.length).toBeGreaterThan(0);
  });

  const refusals: [string, (bytes: Uint8Array) => Promise<Uint8Array>, RegExp][] = [
    ['a truncated archive', truncated, /incomplete or damaged/],
    [
      'not an archive at all',
      async () => new Uint8Array(gzipSync(Buffer.from('hello'))),
      /incomplete or damaged|not a Schola/,
    ],
    [
      'an altered table',
      async (b) => {
        const entries = await entriesOf(b);
        const e = entries.find((x) => x.name === 'tables/classes.ndjson')!;
        e.data = Buffer.from(e.data.toString().replace(/"name":"/, '"name":"X'));
        return archiveOf(entries);
      },
      /classes does not match its checksum/,
    ],
    [
      'a row of another school inside',
      (b) => withForeignRow(b),
      /classes holds a row of another school/,
    ],
    [
      'a newer schema',
      (b) => withSchemaVersion(b, '9999_future'),
      /schema version 9999_future; this server runs .*newer than this server/,
    ],
    [
      'an older schema',
      (b) => withSchemaVersion(b, '0001_start'),
      /schema version 0001_start; this server runs .*Older backups are not converted: restore it on a server running version 0001_start/,
    ],
    [
      'a missing table entry',
      async (b) =>
        archiveOf((await entriesOf(b)).filter((e) => e.name !== 'tables/students.ndjson')),
      /incomplete: tables\/students.ndjson/,
    ],
  ];

  test.each(refusals)(
    'refuses %s, naming the problem, and changes nothing',
    async (_, spoil, message) => {
      const { bytes } = await freshArchive();
      const added = await t.call('POST', '/api/sections', {
        ...admin,
        body: { name: unique('Section') },
      });
      expect(added.status).toBe(200);
      const res = await restore(t, admin, await spoil(bytes));
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toMatch(message);
      const sections = await t.call('GET', `/api/sections?search=${added.body.data.name}`, admin);
      expect(sections.body.data).toHaveLength(1);
    },
  );

  test("refuses another school's archive", async () => {
    const theirs = await freshArchive(other);
    const res = await restore(t, admin, theirs.bytes);
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toMatch(/belongs to another school .*hillcrest/);
  });

  test("refuses without the school's code typed, and an archive over the upload limit", async () => {
    const { bytes } = await freshArchive();
    const wrong = await restore(t, admin, bytes, 'riverside');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.confirm).toContain(await schoolCode(t, 'riverside'));
    const huge = await restore(t, admin, new Uint8Array(11 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });
});
