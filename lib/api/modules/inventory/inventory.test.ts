/**
 * The inventory API end to end on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): categories and items (CRUD, validation), the stock ledger (stock in,
 * issues to staff and class-sections, adjustments, refusals on the field, running balance and
 * value), low stock (list filter and dashboard), School Admin only, another school's ids, the
 * audit rows, an append-only ledger, and 20 concurrent issues against 10 in stock.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../calendar';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { download, makeBackup, restore } from '../backup/test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
const R = { school: 'riverside' };
let admin: string;
let teacher: string;
let accountant: string;
let hillcrestAdmin: string;
let teacherUserId: number;
let classSectionId: number;

type Opts = { token?: string; body?: unknown };
const call = (method: string, path: string, o: Opts = {}) =>
  t.call(method, path, { ...R, token: admin, ...o });
async function ok(method: string, path: string, o: Opts = {}) {
  const res = await call(method, path, o);
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
async function refused(method: string, path: string, body: unknown, status = 422) {
  const res = await call(method, path, { body });
  expect(res.status).toBe(status);
  return res.body.errors ?? res.body.message;
}

const today = () => todayIn('UTC');

/** Rows of a statement run straight on the database (PGlite and pg answer the same shape). */
async function rowsOf<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return ((await t.handle.db.execute(statement)) as { rows: R[] }).rows;
}
const daysAgo = (n: number) => addDays(today(), -n);

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  teacher = await t.login('teacher@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  hillcrestAdmin = await t.login('admin@hillcrest.test');
  const [teacherRow] = await rowsOf<{ id: number }>(
    sql`select id from users where email = 'teacher@riverside.test'`,
  );
  teacherUserId = Number(defined(teacherRow, 'the riverside teacher').id);
  const meta = await ok('GET', '/api/meta-data');
  classSectionId = defined((meta.class_section as { id: number }[])[0], 'a class-section').id;
});
afterAll(() => t.close());

const newCategory = async () =>
  (await ok('POST', '/api/inventory-categories', { body: { name: unique('Cat') } })).id as number;
const newItem = async (overrides: Record<string, unknown> = {}) =>
  (
    await ok('POST', '/api/inventory-items', {
      body: {
        name: unique('Item'),
        code: unique('C'),
        unit: 'box',
        category_id: await newCategory(),
        minimum_stock: 5,
        ...overrides,
      },
    })
  ).id as number;
const move = (body: Record<string, unknown>) =>
  ok('POST', '/api/inventory-transactions', { body: { date: today(), ...body } });
const stockIn = (itemId: number, quantity: number, unit_cost: number, date = today()) =>
  move({ item_id: itemId, type: 'in', quantity, unit_cost, supplier: 'Acme', date });
const issueTo = (itemId: number, quantity: number, kind = 'class_section', id = classSectionId) =>
  move({ item_id: itemId, type: 'issue', quantity, issued_to: { kind, id }, purpose: 'Lessons' });

async function auditRows(entity: string, entityId: number) {
  return rowsOf<{ action: string; after: unknown; before: unknown }>(
    sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
}

describe('categories', () => {
  it('create, read, rename, list, delete; each write audited', async () => {
    const name = unique('Stationery');
    const id = (await ok('POST', '/api/inventory-categories', { body: { name } })).id;
    expect(await ok('GET', `/api/inventory-categories/${id}`)).toMatchObject({ id, name });
    await ok('PUT', `/api/inventory-categories/${id}`, {
      body: { name: `${name} B`, description: 'Paper and pens' },
    });
    const list = await ok('GET', `/api/inventory-categories?search=${encodeURIComponent(name)}`);
    expect(list).toEqual([{ id, name: `${name} B`, description: 'Paper and pens' }]);
    await ok('DELETE', `/api/inventory-categories/${id}`);
    expect((await call('GET', `/api/inventory-categories/${id}`)).status).toBe(404);
    expect((await auditRows('inventory-categories', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses a missing or duplicate name on the field, and a delete while items use it', async () => {
    expect(await refused('POST', '/api/inventory-categories', { name: ' ' })).toEqual({
      name: 'The name is required.',
    });
    const name = unique('Dup');
    await ok('POST', '/api/inventory-categories', { body: { name } });
    expect(await refused('POST', '/api/inventory-categories', { name })).toEqual({
      name: 'A category with this name already exists.',
    });
    const category = await newCategory();
    await newItem({ category_id: category, name: 'Stapler' });
    const res = await call('DELETE', `/api/inventory-categories/${category}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/used by 1 item: Stapler/);
  });
});

describe('items', () => {
  it('create, read, edit, delete (no movements yet), audited', async () => {
    const category = await newCategory();
    const body = {
      name: unique('Paper'),
      code: unique('P'),
      unit: 'ream',
      category_id: category,
      minimum_stock: 3,
    };
    const id = (await ok('POST', '/api/inventory-items', { body })).id;
    expect(await ok('GET', `/api/inventory-items/${id}`)).toMatchObject({
      ...body,
      on_hand: 0,
      stock_value: 0,
      average_cost: 0,
      low_stock: true,
    });
    await ok('PUT', `/api/inventory-items/${id}`, { body: { ...body, minimum_stock: 0 } });
    expect(await ok('GET', `/api/inventory-items/${id}`)).toMatchObject({ low_stock: false });
    await ok('DELETE', `/api/inventory-items/${id}`);
    expect((await auditRows('inventory-items', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('names the field of each bad value', async () => {
    const category = await newCategory();
    const good = {
      name: 'Pens',
      code: unique('PN'),
      unit: 'box',
      category_id: category,
      minimum_stock: 0,
    };
    expect(await refused('POST', '/api/inventory-items', { ...good, category_id: 999999 })).toEqual(
      {
        category_id: 'The category does not exist.',
      },
    );
    expect(await refused('POST', '/api/inventory-items', { ...good, minimum_stock: -1 })).toEqual({
      minimum_stock: 'The minimum stock may not be negative.',
    });
    expect(await refused('POST', '/api/inventory-items', { ...good, unit: '' })).toEqual({
      unit: 'The unit is required.',
    });
    await ok('POST', '/api/inventory-items', { body: good });
    expect(await refused('POST', '/api/inventory-items', { ...good, name: 'Other' })).toEqual({
      code: 'An item with this code already exists.',
    });
  });

  it('an item with movements cannot be deleted (the ledger is kept whole)', async () => {
    const item = await newItem();
    await stockIn(item, 1, 100);
    const res = await call('DELETE', `/api/inventory-items/${item}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/used by 1 stock movement/);
  });
});

describe('the stock ledger', () => {
  it('stock in, issues to a class-section and a staff member, adjustments: running balance and value', async () => {
    const item = await newItem({ minimum_stock: 10 });
    await stockIn(item, 10, 100, daysAgo(3));
    await stockIn(item, 30, 200, daysAgo(2));
    const issued = await issueTo(item, 8);
    expect(issued).toMatchObject({
      type: 'issue',
      quantity: 8,
      quantity_change: -8,
      unit_cost: 175,
      value_change: -1400,
      balance_quantity: 32,
      balance_value: 5600,
      issued_to_kind: 'class_section',
      issued_to_id: classSectionId,
      purpose: 'Lessons',
    });
    expect(issued.issued_to_name).toEqual(expect.any(String));
    const toStaff = await issueTo(item, 2, 'staff', teacherUserId);
    expect(toStaff).toMatchObject({ issued_to_kind: 'staff', issued_to_name: 'Daniel Mensah' });
    await move({ item_id: item, type: 'adjustment', quantity: -1, reason: 'Broken' });
    await move({ item_id: item, type: 'adjustment', quantity: 2, unit_cost: 300, reason: 'Found' });

    const ledger = await ok('GET', `/api/inventory-transactions?item_id=${item}&sort=date`);
    expect(
      ledger.map((r: Record<string, unknown>) => [
        r.type,
        r.quantity,
        r.balance_quantity,
        r.balance_value,
      ]),
    ).toEqual([
      ['in', 10, 10, 1000],
      ['in', 30, 40, 7000],
      ['issue', 8, 32, 5600],
      ['issue', 2, 30, 5250],
      ['adjustment', -1, 29, 5075],
      ['adjustment', 2, 31, 5675],
    ]);
    expect(await ok('GET', `/api/inventory-items/${item}`)).toMatchObject({
      on_hand: 31,
      stock_value: 5675,
      average_cost: 183,
      low_stock: false,
    });
    // A date filter still shows the true running balance of each row.
    const recent = await ok(
      'GET',
      `/api/inventory-transactions?item_id=${item}&from=${daysAgo(2)}&to=${daysAgo(2)}`,
    );
    expect(recent.map((r: { balance_quantity: number }) => r.balance_quantity)).toEqual([40]);
    const created = (await auditRows('inventory-transactions', issued.id))[0];
    expect(created).toMatchObject({ action: 'create', before: null });
    expect(created?.after).toMatchObject({ quantity_change: -8, balance_quantity: 32 });
  });

  it('refuses bad movements on the field, writing nothing', async () => {
    const item = await newItem();
    await stockIn(item, 5, 100, daysAgo(1));
    const base = { item_id: item, date: today() };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { type: 'in', quantity: -3, unit_cost: 100 },
        { quantity: 'A stock in must add more than 0 units.' },
      ],
      [{ type: 'in', quantity: 3 }, { unit_cost: 'The unit cost is required for a stock in.' }],
      [
        { type: 'in', quantity: 3, unit_cost: -1 },
        { unit_cost: 'The unit cost may not be negative.' },
      ],
      [
        { type: 'issue', quantity: 6, issued_to: { kind: 'class_section', id: classSectionId } },
        { quantity: 'Only 5 box in stock: the quantity may be at most 5.' },
      ],
      [{ type: 'issue', quantity: 1 }, { issued_to: 'Say whom the stock is issued to.' }],
      [
        { type: 'issue', quantity: 1, issued_to: { kind: 'staff', id: 999999 } },
        { issued_to: 'The staff member does not exist.' },
      ],
      [
        { type: 'issue', quantity: 1, issued_to: { kind: 'class_section', id: 999999 } },
        { issued_to: 'The class-section does not exist.' },
      ],
      [
        { type: 'issue', quantity: 1, issued_to: { kind: 'room', id: 1 } },
        { 'issued_to.kind': 'Issue to a staff member or a class-section.' },
      ],
      [
        { type: 'adjustment', quantity: -1 },
        { reason: 'The reason is required for an adjustment.' },
      ],
      [
        { type: 'adjustment', quantity: -6, reason: 'Count' },
        { quantity: 'Only 5 box in stock: the quantity may be at most 5.' },
      ],
      [
        { type: 'adjustment', quantity: 0, reason: 'x' },
        { quantity: 'An adjustment must add or remove units (not 0).' },
      ],
      [
        { type: 'in', quantity: 1, unit_cost: 1, item_id: 999999 },
        { item_id: 'The item does not exist.' },
      ],
      [{ type: 'sell', quantity: 1 }, { type: 'The type must be stock in, issue or adjustment.' }],
      [
        { type: 'in', quantity: 1, unit_cost: 1, date: addDays(today(), 2) },
        { date: 'The date may not be in the future.' },
      ],
      [
        { type: 'in', quantity: 1, unit_cost: 1, date: daysAgo(5) },
        {
          date: `The item's last movement is dated ${daysAgo(1)}: a movement may not come before it.`,
        },
      ],
    ];
    for (const [body, errors] of cases)
      expect(await refused('POST', '/api/inventory-transactions', { ...base, ...body })).toEqual(
        errors,
      );
    expect(await ok('GET', `/api/inventory-items/${item}`)).toMatchObject({
      on_hand: 5,
      stock_value: 500,
    });
    // A staff member of the other school is unknown here.
    const [other] = await rowsOf<{ id: number }>(
      sql`select id from users where email = 'teacher@hillcrest.test'`,
    );
    expect(
      await refused('POST', '/api/inventory-transactions', {
        ...base,
        type: 'issue',
        quantity: 1,
        issued_to: { kind: 'staff', id: Number(defined(other, 'the hillcrest teacher').id) },
      }),
    ).toEqual({ issued_to: 'The staff member does not exist.' });
  });

  it('is append-only: no route edits or deletes a movement, and the table refuses it', async () => {
    const item = await newItem();
    const row = await stockIn(item, 2, 50);
    expect((await call('PUT', `/api/inventory-transactions/${row.id}`, { body: {} })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/inventory-transactions/${row.id}`)).status).toBe(404);
    for (const statement of [
      sql`update inventory_transactions set quantity_change = 9 where id = ${row.id}`,
      sql`delete from inventory_transactions where id = ${row.id}`,
      sql`truncate inventory_transactions cascade`,
    ]) {
      const outcome = await t.handle.db.execute(statement).then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
      expect(outcome).toMatch(/rows cannot be changed or deleted/);
    }
  });

  it('20 concurrent issues of 1 unit against 10 in stock: exactly 10 succeed', async () => {
    const item = await newItem({ minimum_stock: 0 });
    await stockIn(item, 10, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/inventory-transactions', {
          body: {
            item_id: item,
            type: 'issue',
            quantity: 1,
            date: today(),
            issued_to: { kind: 'class_section', id: classSectionId },
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    // The rest are refused on the quantity (or turned away by the admission gate under load).
    for (const r of results.filter((x) => x.status !== 200)) {
      if (r.status === 422)
        expect(r.body.errors.quantity).toMatch(/Nothing of this item is in stock/);
      else expect(r.status).toBe(503);
    }
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0);
    expect(await ok('GET', `/api/inventory-items/${item}`)).toMatchObject({
      on_hand: 0,
      stock_value: 0,
    });
  });
});

describe('low stock', () => {
  it('the list filter and the dashboard count show items under their minimum', async () => {
    const before = (await ok('GET', '/api/dashboard-stats')).low_stock_items as number;
    const low = await newItem({ minimum_stock: 10, name: unique('Low') });
    await stockIn(low, 4, 10);
    const fine = await newItem({ minimum_stock: 2, name: unique('Fine') });
    await stockIn(fine, 4, 10);
    const lows = await ok('GET', '/api/inventory-items?low_stock=true&per_page=100');
    const ids = lows.map((r: { id: number }) => r.id);
    expect(ids).toContain(low);
    expect(ids).not.toContain(fine);
    expect(lows.every((r: { low_stock: boolean }) => r.low_stock)).toBe(true);
    const stats = await ok('GET', '/api/dashboard-stats');
    expect(stats.low_stock_items).toBe(before + 1);
    expect(stats.figures).toContainEqual(
      expect.objectContaining({ key: 'low_stock_items', label: 'Low-stock items' }),
    );
    // Not for anyone but the School Admin.
    const forAccountant = await ok('GET', '/api/dashboard-stats', { token: accountant });
    expect(forAccountant.low_stock_items).toBeUndefined();
  });
});

describe("the movement form's choices", () => {
  it('lists items with their stock, active staff and class-sections', async () => {
    const item = await newItem({ name: unique('Choice') });
    await stockIn(item, 3, 10);
    const choices = await ok('GET', '/api/inventory-choices');
    expect(choices.items).toContainEqual(
      expect.objectContaining({ id: item, on_hand: 3, unit: 'box' }),
    );
    expect(choices.staff).toContainEqual({ id: teacherUserId, name: 'Daniel Mensah' });
    expect(choices.class_sections).toContainEqual(expect.objectContaining({ id: classSectionId }));
    expect((await call('GET', '/api/inventory-choices', { token: teacher })).status).toBe(403);
  });
});

describe('who may', () => {
  it('only the School Admin: a teacher and a custom role with every fee permission get 403', async () => {
    const item = await newItem();
    for (const token of [teacher, accountant])
      for (const [method, path, body] of [
        ['GET', '/api/inventory-categories'],
        ['POST', '/api/inventory-categories', { name: unique('X') }],
        ['GET', `/api/inventory-items/${item}`],
        ['PUT', `/api/inventory-items/${item}`, { name: 'x' }],
        ['GET', '/api/inventory-transactions'],
        ['POST', '/api/inventory-transactions', { item_id: item }],
      ] as const)
        expect((await call(method, path, { token, body })).status).toBe(403);
  });

  it("another school's ids are 404 (and unknown as a movement's item)", async () => {
    const category = await newCategory();
    const item = await newItem({ category_id: category });
    const movement = await stockIn(item, 1, 1);
    const as = { school: 'hillcrest', token: hillcrestAdmin };
    for (const path of [
      `/api/inventory-categories/${category}`,
      `/api/inventory-items/${item}`,
      `/api/inventory-transactions/${movement.id}`,
    ])
      expect((await t.call('GET', path, as)).status).toBe(404);
    const res = await t.call('POST', '/api/inventory-transactions', {
      ...as,
      body: { item_id: item, type: 'in', quantity: 1, unit_cost: 1, date: today() },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ item_id: 'The item does not exist.' });
  });
});

describe('backup and restore', () => {
  it('a restore puts the stock back as it was at the backup (a later issue set aside in the safety backup)', async () => {
    const item = await newItem({ minimum_stock: 0 });
    await stockIn(item, 10, 100, daysAgo(1));
    const as = { ...R, token: admin };
    const backup = await makeBackup(t, as);
    const { bytes } = await download(t, as, backup.id);
    await issueTo(item, 4);
    expect((await restore(t, as, bytes)).status).toBe(200);
    expect(await ok('GET', `/api/inventory-items/${item}`)).toMatchObject({
      on_hand: 10,
      stock_value: 1000,
    });
    const ledger = await ok('GET', `/api/inventory-transactions?item_id=${item}&sort=date`);
    expect(ledger.map((r: { balance_quantity: number }) => r.balance_quantity)).toEqual([10]);
  });
});
