/**
 * A restore after real use: "put the school back as it was at the backup". Payments and
 * attendance made since the backup leave the school with the restore, kept in the safety
 * backup listed beside the others; restoring that safety backup brings them back with the same
 * totals. Another school is untouched, and a refused restore changes nothing and lists nothing.
 */
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { feeCollectionMonths, feeStudentTotals } from '../../../db/schema/fees';
import { download, makeBackup, restore, restoreForm, type As } from './test-support';
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

type Backup = { id: number; note: string | null; created_by_name: string; status: string };

async function archiveNow(as: As) {
  const backup = await makeBackup(t, as);
  expect(backup.status).toBe('done');
  return (await download(t, as, backup.id)).bytes;
}

async function paymentIds(as: As) {
  const res = await t.call('GET', '/api/fee-payments?per_page=100', as);
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
}
const summary = async (as: As) => (await t.call('GET', '/api/fees/fee-summary', as)).body.data;
const backupsOf = async (as: As) =>
  (await t.call('GET', '/api/backups?per_page=100', as)).body.data as Backup[];

/** A payment of 1,234 for a student who already paid, and a staff day marked, via the API. */
async function dayOfUse(as: As, day: string) {
  const paid = (await t.call('GET', '/api/fee-payments?per_page=1', as)).body.data[0];
  const payment = await t.call('POST', '/api/fee-payments', {
    ...as,
    body: { student_id: paid.student_id, amount: 1234, method: 'cash', keep_advance: true },
  });
  expect(payment.status).toBe(200);
  const sheet = (await t.call('GET', `/api/staff-attendance?date=${day}`, as)).body.data;
  const marked = await t.call('PUT', '/api/staff-attendance', {
    ...as,
    body: {
      date: day,
      marks: sheet.marks.map((m: { user_id: number }) => ({
        user_id: m.user_id,
        status: 'present',
        remark: null,
      })),
    },
  });
  expect(marked.status).toBe(200);
  return payment.body.data as { id: number; receipt_no: number };
}

const staffMarked = async (as: As, day: string) =>
  (await t.call('GET', `/api/staff-attendance?date=${day}`, as)).body.data.marks.filter(
    (m: { saved: boolean }) => m.saved,
  ).length;

/** The derived fee totals as the triggers left them, and as a recount from the ledger. */
async function totalsAgreeWithLedger(schoolId: number) {
  const read = async () => ({
    students: await t.handle.db
      .select()
      .from(feeStudentTotals)
      .where(eq(feeStudentTotals.schoolId, schoolId))
      .orderBy(asc(feeStudentTotals.sessionYearId), asc(feeStudentTotals.studentId)),
    months: (
      await t.handle.db
        .select()
        .from(feeCollectionMonths)
        .where(and(eq(feeCollectionMonths.schoolId, schoolId)))
        .orderBy(asc(feeCollectionMonths.sessionYearId), asc(feeCollectionMonths.month))
    ).filter((m) => m.payments > 0),
  });
  const kept = await read();
  await t.handle.db.execute(sql`select fee_totals_rebuild(${schoolId})`);
  expect(kept).toEqual(await read());
}

test('a restore after a day of use puts the school back, and its safety backup brings the day back', async () => {
  const day = '2026-03-02';
  const bytes = await archiveNow(admin);
  const atBackup = { payments: await paymentIds(admin), summary: await summary(admin) };
  const otherBefore = { payments: await paymentIds(other), summary: await summary(other) };
  const payment = await dayOfUse(admin, day);
  const afterUse = { payments: await paymentIds(admin), summary: await summary(admin) };
  expect(afterUse.payments).toContain(payment.id);
  expect(await staffMarked(admin, day)).toBeGreaterThan(0);

  // The preview names what the restore will set aside.
  const form = restoreForm(bytes, '');
  form.delete('confirm');
  const preview = await t.call('POST', '/api/backups/restore/preview', { ...admin, body: form });
  expect(preview.status).toBe(200);
  expect(preview.body.data.set_aside).toMatchObject({ payments: 1 });
  expect(preview.body.data.set_aside.attendance).toBeGreaterThan(0);

  const restored = await restore(t, admin, bytes);
  expect(restored.status).toBe(200);
  expect(await paymentIds(admin)).toEqual(atBackup.payments);
  expect(await summary(admin)).toEqual(atBackup.summary);
  expect(await staffMarked(admin, day)).toBe(0);
  await totalsAgreeWithLedger(1);

  const safety = defined(
    (await backupsOf(admin)).find((b) => b.id === restored.body.data.safety_backup.id),
    'the safety backup in the list',
  );
  expect(safety).toMatchObject({
    status: 'done',
    note: 'Safety backup before restore of backup.tar.gz',
    created_by_name: expect.any(String),
  });
  const log = await t.call('GET', '/api/audit-log?entity=backups&per_page=5', admin);
  expect(JSON.stringify(log.body.data[0])).toContain(String(safety.id));

  // The other school saw nothing of it.
  expect(await paymentIds(other)).toEqual(otherBefore.payments);
  expect(await summary(other)).toEqual(otherBefore.summary);

  // Restoring the safety backup brings the day back, totals included.
  const kept = await download(t, admin, safety.id);
  expect(kept.status).toBe(200);
  expect((await restore(t, admin, kept.bytes)).status).toBe(200);
  expect(await paymentIds(admin)).toEqual(afterUse.payments);
  expect(await summary(admin)).toEqual(afterUse.summary);
  expect(await staffMarked(admin, day)).toBeGreaterThan(0);
  await totalsAgreeWithLedger(1);
});

test('a refused restore changes nothing and lists no safety backup', async () => {
  const bytes = await archiveNow(admin);
  await dayOfUse(admin, '2026-03-03');
  const archives = async () =>
    (await readdir(path.join(t.storageDir, 'private', '1'))).filter((f) => f.startsWith('backup-'));
  const before = {
    payments: await paymentIds(admin),
    backups: await backupsOf(admin),
    archives: await archives(),
  };

  const wrongCode = await restore(t, admin, bytes, 'not-the-code');
  expect(wrongCode.status).toBe(422);
  expect(wrongCode.body.errors.confirm).toMatch(/code/);
  const noCode = restoreForm(bytes, '');
  noCode.delete('confirm');
  const missing = await t.call('POST', '/api/backups/restore', { ...admin, body: noCode });
  expect(missing.status).toBe(422);
  expect(missing.body.errors.confirm).toBeTruthy();

  // An archive whose rows point at a class it does not have: refused at the last check, after
  // the safety backup was written inside the transaction.
  const { withTable } = await import('./test-support');
  const broken = await withTable(bytes, 'classes', (lines) => lines.slice(1));
  const refused = await restore(t, admin, broken);
  expect(refused.status).toBe(422);
  expect(refused.body.errors.file).toMatch(/nothing was changed/);

  expect(await paymentIds(admin)).toEqual(before.payments);
  expect((await backupsOf(admin)).map((b) => b.id)).toEqual(before.backups.map((b) => b.id));
  // The safety archive written inside the refused transaction is removed with it.
  expect((await archives()).sort()).toEqual(before.archives.sort());
});

test('a restore whose safety backup cannot be written does not start', async () => {
  const bytes = await archiveNow(admin);
  await dayOfUse(admin, '2026-03-04');
  const before = { payments: await paymentIds(admin), backups: await backupsOf(admin) };
  // The school's private folder replaced by a plain file: no archive can be written there.
  const folder = path.join(t.storageDir, 'private', '1');
  await rename(folder, `${folder}.away`);
  await writeFile(folder, 'not a folder');
  try {
    const res = await restore(t, admin, bytes);
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(
      /safety backup .* could not be made, so the restore did not start/,
    );
  } finally {
    await rm(folder);
    await rename(`${folder}.away`, folder);
  }
  expect(await paymentIds(admin)).toEqual(before.payments);
  expect((await backupsOf(admin)).map((b) => b.id)).toEqual(before.backups.map((b) => b.id));
});

test('the ledgers still refuse deletes outside a restore, and for another school within one', async () => {
  const attempt = (...statements: string[]) =>
    t.handle.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  const remove = 'delete from fee_payments where school_id = 1';
  await expect(attempt(remove)).rejects.toThrow();
  await expect(
    attempt("select set_config('schola.restore_school', '2', true)", remove),
  ).rejects.toThrow();
  await expect(
    attempt("select set_config('schola.restore_school', '1', true)", 'truncate fee_payments'),
  ).rejects.toThrow();
  const rows = await t.handle.db.execute(
    sql`select count(*)::int as n from fee_payments where school_id = 1`,
  );
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
});
