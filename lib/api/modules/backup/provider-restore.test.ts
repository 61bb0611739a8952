/**
 * The provider restoring a school's backup as a new school: the copy holds exactly the
 * source's rows by content (each table's rows and checksum equal with ids as ranks, school_id
 * aside; renumbering is tested further in provider-restore-foreign.test.ts), its people sign in
 * with their passwords, the source is untouched, and every refusal leaves no school behind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { schools } from '../../../db/schema/platform';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from '../../demo/schools';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import {
  backupBytes,
  restoreAsNewSchool,
  rowsByRank,
  sha256,
  truncated,
  withForeignRow,
  withSchemaVersion,
  withTable,
  type As,
} from './test-support';
import { defined } from '../../../test-support/defined';
import { currentPlan } from './tenant-tables';

let t: TestApi;
let provider: { token: string };
let riverside: As;
/** A backup of the demo school riverside, with a stored photo, taken once. */
let archive: Uint8Array;

const PHOTO = 'student-c0ffee00.png';

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  const login = await t.call('POST', '/api/login', {
    body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
  });
  provider = { token: login.body.data.token };
  riverside = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  const dir = path.join(t.storageDir, 'private', '1');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, PHOTO), Buffer.from('a photo of a pupil'));
  archive = await backupOf(riverside);
}, 180_000);
afterAll(() => t.close());

const backupOf = (as: As) => backupBytes(t, as);

/** Each table of an archive by content: ids and links as ranks, without school_id (test-support). */
const rowsBySchoolFreeTable = async (bytes: Uint8Array) => rowsByRank(bytes, currentPlan().tables);

const digest = (rows: string[]) => `${rows.length}:${sha256(Buffer.from(rows.join('\n')))}`;

/** The copy's School Admin, signed in with the demo password the archive holds. */
const adminOf = async (subdomain: string): Promise<As> => ({
  token: await t.login('admin@riverside.test', DEMO_PASSWORD, subdomain),
  school: subdomain,
});

const schoolCount = async () => (await t.handle.db.select({ n: count() }).from(schools))[0]?.n;

describe('restoring a backup as a new school', () => {
  let subdomain: string;
  let created: { id: number; name: string; subdomain: string; school_code: string };

  beforeAll(async () => {
    subdomain = `copy-${unique('r').slice(2)}`;
    const res = await restoreAsNewSchool(t, provider, archive, subdomain);
    expect([res.status, res.body.message]).toEqual([200, expect.stringContaining(subdomain)]);
    created = res.body.data;
  }, 120_000);

  test('creates the school under the new subdomain, named as in the archive', async () => {
    expect(created).toMatchObject({ name: 'Riverside Academy', subdomain });
    expect(created.school_code).toMatch(/^SCH\d{6}$/);
    const list = await t.call('GET', '/api/provider/schools', provider);
    const listed = list.body.data.find((s: { subdomain: string }) => s.subdomain === subdomain);
    expect(listed).toMatchObject({ id: created.id, status: 'active', subscription: null });
    expect(listed.users).toBeGreaterThan(10);
  });

  test("every table holds the source's rows by content (ids renumbered); the audit log continues them", async () => {
    const copy = await adminOf(subdomain);
    const [source, copied] = await Promise.all([
      rowsBySchoolFreeTable(archive),
      rowsBySchoolFreeTable(await backupOf(copy)),
    ]);
    const digests = (tables: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(tables)
          .filter(([name]) => name !== 'audit_log')
          .map(([name, rows]) => [name, digest(rows)]),
      );
    expect(Object.keys(copied).sort()).toEqual(Object.keys(source).sort());
    expect(digests(copied)).toEqual(digests(source));
    expect(source.students?.length).toBeGreaterThan(100);
    // The archive's history first, in order; then the restore, the sign-in, the backup.
    const history = defined(source.audit_log, 'the archive’s audit log');
    const copiedLog = defined(copied.audit_log, 'the copy’s audit log');
    expect(digest(copiedLog.slice(0, history.length))).toBe(digest(history));
    expect(JSON.parse(defined(copiedLog[history.length], 'the restore entry'))).toMatchObject({
      action: 'restore',
      entity: 'schools',
      entity_id: 0, // the school itself
      after: { subdomain, from_school: expect.stringContaining('riverside') },
    });
  });

  test("the school admin signs in with the archive's password and sees the restore in the log", async () => {
    const log = await t.call(
      'GET',
      '/api/audit-log?entity=schools&action=restore',
      await adminOf(subdomain),
    );
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
  });

  test('its stored files are copied under the new school, the source keeps its own', () => {
    const copied = path.join(t.storageDir, 'private', String(created.id), PHOTO);
    expect(readFileSync(copied, 'utf8')).toBe('a photo of a pupil');
    expect(existsSync(path.join(t.storageDir, 'private', '1', PHOTO))).toBe(true);
  });

  test('new records do not collide: a class and a payment with the next receipt number', async () => {
    const as = await adminOf(subdomain);
    const classes = await t.call('GET', '/api/classes?per_page=1', as);
    const added = await t.call('POST', '/api/classes', {
      ...as,
      body: { name: unique('Class'), medium_id: classes.body.data[0].medium_id },
    });
    expect(added.status).toBe(200);
    const highest = Math.max(
      ...defined((await rowsBySchoolFreeTable(archive)).fee_payments, 'fee payments').map(
        (r) => JSON.parse(r).receipt_no,
      ),
    );
    const paid = await t.call('GET', '/api/fee-payments?status=paid&per_page=1', as);
    const payment = await t.call('POST', '/api/fee-payments', {
      ...as,
      body: {
        student_id: paid.body.data[0].student_id,
        amount: 100,
        method: 'cash',
        keep_advance: true,
      },
    });
    expect(payment.status).toBe(200);
    expect(payment.body.data.receipt_no).toBe(highest + 1);
  });

  test('the source school is unchanged', async () => {
    const [before, after] = await Promise.all([
      rowsBySchoolFreeTable(archive),
      rowsBySchoolFreeTable(await backupOf(riverside)),
    ]);
    delete before.audit_log; // each backup adds its own row to the source's log
    delete after.audit_log;
    expect(after).toEqual(before);
  });
});

describe('refused with nothing created', () => {
  const refusals: [string, () => Promise<Uint8Array>, string, string, RegExp][] = [
    [
      'a taken subdomain',
      async () => archive,
      'hillcrest',
      'subdomain',
      /already used by a school/,
    ],
    ['a reserved subdomain', async () => archive, 'www', 'subdomain', /reserved/],
    [
      'an invalid subdomain',
      async () => archive,
      'Not a name!',
      'subdomain',
      /only letters, digits and hyphens/,
    ],
    ['a truncated archive', () => truncated(archive), 'fresh', 'file', /incomplete or damaged/],
    [
      'a row of another school inside',
      () => withForeignRow(archive),
      'fresh',
      'file',
      /classes holds a row of another school/,
    ],
    [
      'an older schema',
      () => withSchemaVersion(archive, '0001_start'),
      'fresh',
      'file',
      /^This backup was made with schema version 0001_start; this server runs \d{4}_\w+\. Older backups are not converted: restore it on a server running version 0001_start/,
    ],
    [
      'a newer schema',
      () => withSchemaVersion(archive, '9999_future'),
      'fresh',
      'file',
      /^This backup was made with schema version 9999_future; this server runs \d{4}_\w+\. The backup is newer than this server/,
    ],
    [
      'a row naming a record the archive lacks (nothing to renumber it to)',
      () =>
        withTable(archive, 'class_sections', (lines) => [
          defined(lines[0], 'a class_sections line').replace(/"class_id":\d+/, '"class_id":999999'),
          ...lines.slice(1),
        ]),
      'fresh',
      'file',
      /refer to records it does not have/,
    ],
    [
      'a row the database refuses, after the school row was inserted',
      () =>
        withTable(archive, 'classes', (lines) => [
          defined(lines[0], 'a classes line').replace(/"name":"[^"]*"/, '"name":null'),
          ...lines.slice(1),
        ]),
      'fresh',
      'file',
      /could not be put back.*nothing was changed/,
    ],
  ];

  test.each(refusals)('refuses %s', async (_, spoil, wanted, field, message) => {
    const subdomain = wanted === 'fresh' ? `copy-${unique('x').slice(2)}` : wanted;
    const before = await schoolCount();
    const res = await restoreAsNewSchool(t, provider, await spoil(), subdomain, 'Refused School');
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toMatch(message);
    expect(await schoolCount()).toBe(before);
  });

  test('refuses a subdomain a registration request is waiting for', async () => {
    const subdomain = `asked-${unique('x').slice(2)}`;
    const filed = await t.call('POST', '/api/school-registrations', {
      body: {
        school_name: 'Asked For School',
        subdomain,
        contact_name: 'Ines Duarte',
        email: `office@${subdomain}.example.org`,
        phone: '+351 21 000 0000',
        address: '3 Maple Street',
        city: 'Lisbon',
        country: 'Portugal',
      },
    });
    expect(filed.status).toBe(201);
    const before = await schoolCount();
    const res = await restoreAsNewSchool(t, provider, archive, subdomain);
    expect([res.status, res.body.errors?.subdomain]).toEqual([
      422,
      expect.stringMatching(/waiting for review/),
    ]);
    expect(await schoolCount()).toBe(before);
  });

  test('a school admin, an anonymous caller and an archive over the upload limit', async () => {
    const before = await schoolCount();
    const admin = await restoreAsNewSchool(t, riverside, archive, 'nope-admin');
    expect(admin.status).toBe(403);
    const anonymous = await restoreAsNewSchool(t, {}, archive, 'nope-anonymous');
    expect(anonymous.status).toBe(401);
    const huge = await restoreAsNewSchool(
      t,
      provider,
      new Uint8Array(11 * 1024 * 1024),
      'nope-huge',
    );
    expect(huge.status).toBe(413);
    expect(await schoolCount()).toBe(before);
  });
});
