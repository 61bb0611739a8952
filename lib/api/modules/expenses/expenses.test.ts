/**
 * The expenses API end to end on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): categories (CRUD, 409 in use), expenses (JSON and multipart with an
 * attachment, validation on the field, today's limit, cancellation kept and left out of the
 * totals), filters with totals, the chart, CSV, payroll postings read-only here, 403 without
 * permission, 404 for another school's id, and the audit rows.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '../../../calendar';
import { auditLog } from '../../../db/schema/audit';
import { schools } from '../../../db/schema/platform';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { pdfFile } from '../leave/test-support/leave';
import { postExpense } from './index';
import { thisAndLastMonth } from './rules';
import { defined } from '../../../test-support/defined';

let t: TestApi;
type As = { token: string; school: string };
let admin: As;
let hillcrest: As;
let teacher: As;
const today = todayIn('UTC');
// Inside the demo's default session year, in every time zone.
const day = (n: number) => addDays(today, -2 - n);

async function ok(method: string, path: string, as: As, body?: unknown) {
  const res = await t.call(method, path, { ...as, body });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  t = await startTestApi();
  admin = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  hillcrest = {
    token: await t.login('admin@hillcrest.test', undefined, 'hillcrest'),
    school: 'hillcrest',
  };
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

const category = async (as = admin) =>
  (await ok('POST', '/api/expense-categories', as, { name: unique('Spend') })).id as number;
const body = (categoryId: number, more: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  title: unique('Expense'),
  amount: 12_345,
  date: day(0),
  ...more,
});
const auditRows = (entity: string, entityId: number) =>
  t.handle.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('expense categories', () => {
  test('CRUD with audit rows; a name once per school; in use cannot be deleted', async () => {
    const name = unique('Fuel');
    const created = await ok('POST', '/api/expense-categories', admin, { name });
    const again = await t.call('POST', '/api/expense-categories', { ...admin, body: { name } });
    expect([again.status, again.body.errors]).toEqual([422, { name: expect.any(String) }]);
    // The same name in another school is fine.
    await ok('POST', '/api/expense-categories', hillcrest, { name });
    const renamed = await ok('PUT', `/api/expense-categories/${created.id}`, admin, {
      name: `${name} and oil`,
      description: 'Generator',
    });
    expect(renamed).toMatchObject({ name: `${name} and oil`, description: 'Generator' });
    await ok('POST', '/api/expenses', admin, body(created.id, { title: 'Diesel' }));
    const inUse = await t.call('DELETE', `/api/expense-categories/${created.id}`, admin);
    expect([inUse.status, inUse.body.message]).toEqual([
      409,
      expect.stringContaining('1 expense: Diesel'),
    ]);
    const unused = await category();
    await ok('DELETE', `/api/expense-categories/${unused}`, admin);
    expect((await auditRows('expense-categories', created.id)).map((r) => r.action).sort()).toEqual(
      ['create', 'update'],
    );
    expect((await auditRows('expense-categories', unused)).map((r) => r.action).sort()).toEqual([
      'create',
      'delete',
    ]);
  });

  test('403 without permission, 404 for another school, 422 on the field', async () => {
    expect((await t.call('GET', '/api/expense-categories', teacher)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/expense-categories', { ...teacher, body: { name: 'X' } })).status,
    ).toBe(403);
    const foreign = await category(hillcrest);
    expect((await t.call('GET', `/api/expense-categories/${foreign}`, admin)).status).toBe(404);
    expect((await t.call('DELETE', `/api/expense-categories/${foreign}`, admin)).status).toBe(404);
    const blank = await t.call('POST', '/api/expense-categories', {
      ...admin,
      body: { name: ' ' },
    });
    expect([blank.status, Object.keys(blank.body.errors)]).toEqual([422, ['name']]);
  });
});

describe('expenses', () => {
  test('record, edit and cancel one: kept, marked, out of the totals; audited', async () => {
    const cat = await category();
    const created = await ok('POST', '/api/expenses', admin, body(cat, { reference_no: 'INV-7' }));
    expect(created).toMatchObject({
      category_id: cat,
      amount: 12_345,
      date: day(0),
      reference_no: 'INV-7',
      source: 'manual',
      status: 'active',
      session_year_id: expect.any(Number),
      session_year_name: expect.any(String),
    });
    const edited = await ok(
      'PUT',
      `/api/expenses/${created.id}`,
      admin,
      body(cat, { amount: 20_000 }),
    );
    expect(edited.amount).toBe(20_000);
    let list = await t.call('GET', `/api/expenses?category_id=${cat}`, admin);
    expect(list.body.totals).toEqual({
      count: 1,
      amount: 20_000,
      cancelled_count: 0,
      cancelled_amount: 0,
    });

    const noReason = await t.call('POST', `/api/expenses/${created.id}/cancel`, {
      ...admin,
      body: {},
    });
    expect([noReason.status, Object.keys(noReason.body.errors)]).toEqual([422, ['reason']]);
    const cancelled = await ok('POST', `/api/expenses/${created.id}/cancel`, admin, {
      reason: 'Paid twice',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Paid twice' });
    list = await t.call('GET', `/api/expenses?category_id=${cat}`, admin);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.totals).toEqual({
      count: 0,
      amount: 0,
      cancelled_count: 1,
      cancelled_amount: 20_000,
    });
    const again = await t.call('POST', `/api/expenses/${created.id}/cancel`, {
      ...admin,
      body: { reason: 'x' },
    });
    expect(again.status).toBe(409);
    const editCancelled = await t.call('PUT', `/api/expenses/${created.id}`, {
      ...admin,
      body: body(cat),
    });
    expect(editCancelled.status).toBe(409);
    // No route deletes an expense.
    expect((await t.call('DELETE', `/api/expenses/${created.id}`, admin)).status).toBe(404);
    expect((await auditRows('expenses', created.id)).map((r) => r.action).sort()).toEqual([
      'cancel',
      'create',
      'update',
    ]);
  });

  test('bad input is refused on its field', async () => {
    const cat = await category();
    const foreignCat = await category(hillcrest);
    const cases: [Record<string, unknown>, string][] = [
      [{ category_id: undefined }, 'category_id'],
      [{ category_id: foreignCat }, 'category_id'],
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ date: addDays(today, 2) }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '1990-01-01' }, 'date'],
      [{ title: '' }, 'title'],
    ];
    for (const [more, field] of cases) {
      const res = await t.call('POST', '/api/expenses', { ...admin, body: body(cat, more) });
      expect([JSON.stringify(more), res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        JSON.stringify(more),
        422,
        [field],
      ]);
    }
    const future = await t.call('POST', '/api/expenses', {
      ...admin,
      body: body(cat, { date: addDays(today, 2) }),
    });
    expect(future.body.errors.date).toBe('The date may not be after today.');
  });

  test('an attachment: a PDF under 5 MB kept privately; too large or not a PDF/image refused', async () => {
    const cat = await category();
    const form = (file: File) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(body(cat))) f.set(k, String(v));
      f.set('attachment', file);
      return f;
    };
    const created = await t.call('POST', '/api/expenses', { ...admin, body: form(pdfFile()) });
    expect(created.status).toBe(200);
    const url = created.body.data.attachment as string;
    expect(url).toMatch(/^\/api\/files\/expense-/);
    expect((await t.call('GET', url, admin)).status).toBe(200);
    expect((await t.call('GET', url, teacher)).status).toBe(404);

    const big = await t.call('POST', '/api/expenses', {
      ...admin,
      body: form(pdfFile(5 * 1024 * 1024 + 1)),
    });
    expect([big.status, big.body.errors]).toEqual([
      422,
      { attachment: 'The attachment may be at most 5 MB.' },
    ]);
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const wrong = await t.call('POST', '/api/expenses', { ...admin, body: form(text) });
    expect([wrong.status, Object.keys(wrong.body.errors)]).toEqual([422, ['attachment']]);
  });

  test('filters by date range and category with totals; the chart; CSV', async () => {
    const [a, b] = [await category(), await category()];
    await ok('POST', '/api/expenses', admin, body(a, { amount: 1000, date: day(0) }));
    await ok('POST', '/api/expenses', admin, body(a, { amount: 2000, date: day(3) }));
    await ok('POST', '/api/expenses', admin, body(b, { amount: 4000, date: day(3) }));
    const range = `from=${day(3)}&to=${day(3)}`;
    const both = await t.call('GET', `/api/expenses?${range}&search=Expense`, admin);
    const mine = both.body.data.filter((r: { category_id: number }) =>
      [a, b].includes(r.category_id),
    );
    expect(mine).toHaveLength(2);
    const onlyA = await t.call('GET', `/api/expenses?${range}&category_id=${a}`, admin);
    expect(onlyA.body.totals).toMatchObject({ count: 1, amount: 2000 });
    const allA = await t.call('GET', `/api/expenses?category_id=${a}`, admin);
    expect(allA.body.totals).toMatchObject({ count: 2, amount: 3000 });

    const chart = await ok('GET', `/api/expenses/chart?category_id=${b}`, admin);
    expect(chart.months).toHaveLength(6);
    expect(chart.categories).toEqual([
      expect.objectContaining({ id: b, total: 4000, amounts: expect.any(Array) }),
    ]);
    expect(chart.total).toBe(4000);
    const backwards = await t.call('GET', `/api/expenses/chart?from=${today}&to=${day(40)}`, admin);
    expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([422, ['to']]);

    const csv = await t.call('GET', `/api/expenses?category_id=${a}&format=csv`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toContain('Amount (minor units)');
    expect(lines).toHaveLength(3);
  });

  test('a payroll posting is marked and read-only here (409 naming the way to reverse it)', async () => {
    const school = await t.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'riverside'))
      .then((rows) => defined(rows[0], 'the riverside school'));
    const { id } = await t.handle.db.transaction((tx) =>
      postExpense(tx, {
        schoolId: school.id,
        category: 'Salaries',
        title: 'Payroll October',
        amount: 500_000,
        date: day(0),
        source: 'payroll',
        sourceId: 77,
      }),
    );
    const row = await ok('GET', `/api/expenses/${id}`, admin);
    expect(row).toMatchObject({ source: 'payroll', source_id: 77, category_name: 'Salaries' });
    const edit = await t.call('PUT', `/api/expenses/${id}`, {
      ...admin,
      body: body(row.category_id),
    });
    const cancel = await t.call('POST', `/api/expenses/${id}/cancel`, {
      ...admin,
      body: { reason: 'x' },
    });
    for (const res of [edit, cancel]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("cancelling the run's payment");
    }
  });

  test('403 without permission; 404 for another school', async () => {
    expect((await t.call('GET', '/api/expenses', teacher)).status).toBe(403);
    expect((await t.call('GET', '/api/expenses/chart', teacher)).status).toBe(403);
    const cat = await category();
    expect((await t.call('POST', '/api/expenses', { ...teacher, body: body(cat) })).status).toBe(
      403,
    );
    const foreign = await ok('POST', '/api/expenses', hillcrest, body(await category(hillcrest)));
    expect((await t.call('GET', `/api/expenses/${foreign.id}`, admin)).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/expenses/${foreign.id}`, { ...admin, body: body(cat) })).status,
    ).toBe(404);
    const cancel = await t.call('POST', `/api/expenses/${foreign.id}/cancel`, {
      ...admin,
      body: { reason: 'x' },
    });
    expect(cancel.status).toBe(404);
    expect((await ok('GET', `/api/expenses/${foreign.id}`, hillcrest)).status).toBe('active');
  });

  test('the dashboard: expenses this month and last month, for holders of expense-list', async () => {
    await ok('POST', '/api/expenses', admin, body(await category(), { amount: 777 }));
    const stats = await ok('GET', '/api/dashboard-stats', admin);
    const { current, previous } = thisAndLastMonth(today);
    const spent = async (from: string, to: string) =>
      (await t.call('GET', `/api/expenses?from=${from}&to=${to}`, admin)).body.totals.amount;
    expect(stats.expenses_this_month).toBe(await spent(current.first, today));
    expect(stats.expenses_last_month).toBe(await spent(previous.first, previous.last));
    expect(stats.figures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'expenses_this_month', format: 'money' }),
      ]),
    );
    const teachers = await ok('GET', '/api/dashboard-stats', teacher);
    expect(teachers.figures.map((f: { key: string }) => f.key)).not.toContain(
      'expenses_this_month',
    );
  });
});
