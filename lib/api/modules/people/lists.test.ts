/**
 * The people lists on the shared list machinery: `format=csv` holds exactly the rows of the
 * JSON pages under the same filter, a page past the end keeps the real total, and totals stop
 * at the cap while the export still holds every row.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { classSections, schools, sessionYears } from '../../../db/schema';
import { TOTAL_CAP } from '../../http/list';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody } from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let admin: string;
const R = { school: 'riverside' };
const tag = unique('lst').toLowerCase();
let classSectionId: number;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  classSectionId = sectionOf(await metaIds(t, admin, 'riverside'), 0).id;
  // Seven students (and their guardians) whose names share the tag, one a formula-looking name.
  for (const [i, last] of [
    'Okafor',
    'Mensah',
    '=Sum',
    'Larsen, Jr',
    'Romero',
    'Nair',
    'Silva',
  ].entries()) {
    const body = studentBody(classSectionId, { first_name: `${tag} ${i}`, last_name: last });
    defined(body.guardians[0], 'a guardian').full_name = `${tag} parent ${i}`;
    expect((await t.call('POST', '/api/students', { ...R, token: admin, body })).status).toBe(200);
  }
  for (let i = 0; i < 3; i++) {
    const person = {
      full_name: `${tag} teacher ${i}`,
      email: `${tag}-t${i}@example.test`,
      joining_date: '2026-06-01',
      password: 'Correct-horse-1',
    };
    expect(
      (await t.call('POST', '/api/teachers', { ...R, token: admin, body: person })).status,
    ).toBe(200);
    const inquiry = {
      child_name: `${tag} child ${i}`,
      parent_name: `Parent ${i}`,
      source: 'Open day',
    };
    expect(
      (await t.call('POST', '/api/admission-inquiries', { ...R, token: admin, body: inquiry }))
        .status,
    ).toBe(200);
  }
});
afterAll(() => t.close());

async function allJsonPages(path: string, filter: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call('GET', `${path}?${filter}&per_page=2&page=${page}`, {
      ...R,
      token: admin,
    });
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (res.body.data.length < 2) return { rows, total: res.body.meta.total as number };
  }
}

async function csvRows(path: string, filter: string) {
  const res = await t.call('GET', `${path}?${filter}&format=csv`, { ...R, token: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse(res.body as string, { bom: true, columns: true }) as Record<string, string>[];
}

/** A JSON value as its CSV cell reads back (formula-looking text keeps its leading quote). */
const asCell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : /^[=+\-@\t\r]/.test(String(value))
      ? `'${value}`
      : String(value);

test.each([
  {
    path: '/api/students',
    filter: () => `search=${tag}&class_section_id=${classSectionId}&sort=-name`,
    columns: {
      'Admission no.': 'admission_no',
      'First name': 'first_name',
      'Last name': 'last_name',
      'Class-section': 'class_section_name',
      Status: 'status',
    },
    expected: 7,
  },
  {
    path: '/api/guardians',
    filter: () => `search=${tag}&sort=email`,
    columns: { Name: 'full_name', 'E-mail': 'email', Children: 'children' },
    expected: 7,
  },
  {
    path: '/api/teachers',
    filter: () => `search=${tag}`,
    columns: {
      Name: 'full_name',
      'E-mail': 'email',
      'Joining date': 'joining_date',
      Status: 'status',
    },
    expected: 3,
  },
  {
    path: '/api/staff',
    filter: () => `search=${tag}&status=active`,
    columns: { Name: 'full_name', 'E-mail': 'email', Status: 'status' },
    expected: 3,
  },
  {
    path: '/api/admission-inquiries',
    filter: () => `search=${tag}&status=open&sort=child_name`,
    columns: { Child: 'child_name', Parent: 'parent_name', Source: 'source', Status: 'status' },
    expected: 3,
  },
])(
  '$path: format=csv holds exactly the JSON pages of the same filter',
  async ({ path, filter, columns, expected }) => {
    const json = await allJsonPages(path, filter());
    const csv = await csvRows(path, filter());
    expect(json.rows).toHaveLength(expected);
    expect(json.total).toBe(expected);
    expect(csv.map((row) => Object.keys(columns).map((h) => row[h]))).toEqual(
      json.rows.map((row) => Object.values(columns).map((field) => asCell(row[field]))),
    );
  },
);

test('a page past the end is empty and still reports the real total', async () => {
  const res = await t.call('GET', `/api/students?search=${tag}&per_page=2&page=50`, {
    ...R,
    token: admin,
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([]);
  expect(res.body.meta).toEqual({ page: 50, per_page: 2, total: 7, total_capped: false });
});

describe('the total only when asked (total=omit|only), as the list screens ask', () => {
  const get = (query: string) =>
    t.call('GET', `/api/students?search=${tag}&${query}`, { ...R, token: admin });

  test('a page without its total says whether another page follows', async () => {
    const first = await get('per_page=5&total=omit');
    expect(first.body.meta).toEqual({ page: 1, per_page: 5, has_more: true });
    expect(first.body.data).toHaveLength(5);
    const last = await get('per_page=5&page=2&total=omit');
    expect(last.body.meta).toEqual({ page: 2, per_page: 5, has_more: false });
    expect(last.body.data).toHaveLength(2);
    // Exactly a page's worth left: the row read ahead is not there, so no phantom Next.
    const exact = await get('per_page=7&total=omit');
    expect(exact.body.meta.has_more).toBe(false);
    expect(exact.body.data).toHaveLength(7);
  });

  test('the pages without totals hold the same rows as the pages with them', async () => {
    const withTotal = await get('per_page=3&page=2&sort=-name');
    const without = await get('per_page=3&page=2&sort=-name&total=omit');
    expect(without.body.data).toEqual(withTotal.body.data);
  });

  test('the total alone has no rows', async () => {
    const res = await get('total=only');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: 7, total_capped: false });
  });

  test('an unknown mode is refused naming the field', async () => {
    const res = await get('total=some');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('total must be one of: include, omit, only');
  });
});

describe('a school past the cap', () => {
  const H = { school: 'hillcrest' };
  let hill: string;

  beforeAll(async () => {
    hill = await t.login('admin@hillcrest.test');
    const db = t.handle.db;
    const school = await db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'hillcrest'))
      .then((rows) => defined(rows[0], 'the hillcrest school'));
    const cs = await db
      .select({ id: classSections.id })
      .from(classSections)
      .where(eq(classSections.schoolId, school.id))
      .then((rows) => defined(rows[0], 'a hillcrest class-section'));
    const session = await db
      .select({ id: sessionYears.id })
      .from(sessionYears)
      .where(and(eq(sessionYears.schoolId, school.id), eq(sessionYears.isDefault, true)))
      .then((rows) => defined(rows[0], 'the hillcrest default session'));
    await db.execute(sql`insert into students (school_id, admission_no, first_name, last_name, gender,
        date_of_birth, admission_date, class_section_id, session_year_id)
      select ${school.id}::int, 'CAP-' || g, 'Cap' || g, case when g % 1000 = 0 then 'Thousandth' else 'Filler' end,
        'female', date '2014-01-01', date '2026-06-01', ${cs.id}::int, ${session.id}::int
      from generate_series(1, ${TOTAL_CAP + 1}) g`);
  });

  test('the total stops at the cap and says so; a narrower filter is counted exactly', async () => {
    const all = await t.call('GET', '/api/students?per_page=5', { ...H, token: hill });
    expect(all.body.meta).toEqual({ page: 1, per_page: 5, total: TOTAL_CAP, total_capped: true });
    expect(all.body.data).toHaveLength(5);
    const deep = await t.call('GET', '/api/students?per_page=100&page=101', { ...H, token: hill });
    expect(deep.body.data).toHaveLength(1); // row 10,001 is still reachable
    const few = await t.call('GET', '/api/students?search=thousandth', { ...H, token: hill });
    expect(few.body.meta).toMatchObject({ total: 10, total_capped: false });
    const counted = await t.call('GET', '/api/students?total=only', { ...H, token: hill });
    expect(counted.body.meta).toMatchObject({ total: TOTAL_CAP, total_capped: true });
  });

  test('the export holds every row, past the cap, in the list order', async () => {
    const res = await t.call('GET', '/api/students?format=csv&sort=admission_no', {
      ...H,
      token: hill,
    });
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(TOTAL_CAP + 2); // the header and every student
    const admissionNos = lines.slice(1).map((line) => line.split(',')[0]);
    expect(admissionNos).toEqual([...admissionNos].sort());
    expect(new Set(admissionNos).size).toBe(TOTAL_CAP + 1);
  });
});
