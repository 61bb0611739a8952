/**
 * The posting functions other modules call inside their own transaction: a posting creates
 * "Salaries" when missing, rolls back with the caller's transaction, refuses a second live
 * posting of one record, and a reversal marks the expense cancelled (kept) once.
 */
import { and, eq } from 'drizzle-orm';
import { expenseCategories, expenses } from '../../../db/schema/expenses';
import { schools } from '../../../db/schema/platform';
import type { AuditRecorder } from '../../http/audit';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { postExpense, reversePostedExpense, SALARIES_CATEGORY } from './index';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let schoolId: number;
const entries: { action: string; entity: string }[] = [];
const audit: AuditRecorder = async (_tx, entry) => {
  entries.push({ action: entry.action, entity: entry.entity });
};

beforeAll(async () => {
  t = await startTestApi();
  const school = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'hillcrest'))
    .then((rows) => defined(rows[0], 'the hillcrest school'));
  schoolId = school.id;
});
afterAll(() => t.close());

const salaries = () =>
  t.handle.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(
      and(eq(expenseCategories.schoolId, schoolId), eq(expenseCategories.name, SALARIES_CATEGORY)),
    );
const posted = (sourceId: number) =>
  t.handle.db
    .select()
    .from(expenses)
    .where(
      and(
        eq(expenses.schoolId, schoolId),
        eq(expenses.source, 'payroll'),
        eq(expenses.sourceId, sourceId),
      ),
    );
const input = (sourceId: number) => ({
  schoolId,
  category: SALARIES_CATEGORY,
  title: `Payroll ${sourceId}`,
  amount: 1_234_567,
  date: '2026-10-31',
  source: 'payroll' as const,
  sourceId,
});

test('a posting rolls back with the transaction that made it', async () => {
  await expect(
    t.handle.db.transaction(async (tx) => {
      await postExpense(tx, input(9001), audit);
      throw new Error('the caller fails later');
    }),
  ).rejects.toThrow('the caller fails later');
  expect(await posted(9001)).toHaveLength(0);
});

test('posts in "Salaries" (created when missing), once per record, and reverses it', async () => {
  entries.length = 0;
  const first = await t.handle.db.transaction((tx) => postExpense(tx, input(9002), audit));
  const category = defined((await salaries())[0], 'the Salaries category');
  expect(first.categoryId).toBe(category.id);
  expect(entries).toContainEqual({ action: 'create', entity: 'expenses' });
  const [row] = await posted(9002);
  expect(row).toMatchObject({ amount: 1_234_567, source: 'payroll', cancelledAt: null });

  await expect(
    t.handle.db.transaction((tx) => postExpense(tx, input(9002), audit)),
  ).rejects.toMatchObject({ status: 422, errors: { source_id: expect.any(String) } });

  const reversed = await t.handle.db.transaction((tx) =>
    reversePostedExpense(
      tx,
      { schoolId, source: 'payroll', sourceId: 9002, reason: 'Payment cancelled' },
      audit,
    ),
  );
  expect(reversed).toEqual({ id: first.id });
  expect(entries.at(-1)).toEqual({ action: 'cancel', entity: 'expenses' });
  const [after] = await posted(9002);
  expect(after).toMatchObject({ id: first.id, cancelReason: 'Payment cancelled' });
  expect(after?.cancelledAt).not.toBeNull();

  // Nothing live is left to reverse; the record may post again (a re-finalised run).
  expect(
    await t.handle.db.transaction((tx) =>
      reversePostedExpense(tx, { schoolId, source: 'payroll', sourceId: 9002, reason: 'again' }),
    ),
  ).toBeNull();
  const second = await t.handle.db.transaction((tx) => postExpense(tx, input(9002)));
  expect(second.categoryId).toBe(category.id);
  expect(await salaries()).toHaveLength(1);
});

test('refuses an amount that is not above zero, on the field', async () => {
  await expect(
    t.handle.db.transaction((tx) => postExpense(tx, { ...input(9003), amount: 0 })),
  ).rejects.toMatchObject({ status: 422, errors: { amount: expect.any(String) } });
});
