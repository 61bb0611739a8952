/**
 * A searched student page is read through the search indexes (queriesOf's searchByIndex: the
 * matches' ids from a union of the search's arms, then the page's rows). It must hold exactly
 * the rows, in exactly the order, that the plain query gives: students matched by two arms
 * once, ties on the sort key broken by id, every sort, filters, and each page boundary.
 */
import { eq } from 'drizzle-orm';
import { schools } from '../../../db/schema';
import { queriesOf } from '../../http/query-spec';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { studentList, studentQuerySpec } from './student-queries';
import { metaIds, studentBody } from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let schoolId: number;
let classSectionIds: number[];
const tag = unique('six').toLowerCase();
const plain = queriesOf({ ...studentQuerySpec, searchByIndex: undefined });

beforeAll(async () => {
  t = await startTestApi();
  const admin = await t.login('admin@riverside.test');
  classSectionIds = (await metaIds(t, admin, 'riverside')).classSections.map((cs) => cs.id);
  schoolId = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school').id);
  const people: [first: string, last: string, admissionNo?: string][] = [
    // Matched by the first name and the last name: must come once.
    ['Ben', 'Benson'],
    ['Ben', 'Benson'],
    // By the last name only, and by the admission number only.
    ['Anna', 'Benito'],
    ['Zed', 'Quill', `${tag.toUpperCase()}BEN-7`],
    // Many with the same first name, so that pages split ties on it.
    ...Array.from({ length: 14 }, (_, i): [string, string] => ['Benedict', `Row${i % 3}`]),
    ['Bea', 'Smith'],
    ['Carl', 'Bennet'],
  ];
  for (const [i, [first, last, admissionNo]] of people.entries()) {
    const body = studentBody(defined(classSectionIds[i % 2], 'a class-section'), {
      first_name: `${tag}${first}`,
      last_name: `${tag}${last}`,
      ...(admissionNo ? { admission_no: admissionNo } : {}),
    });
    const res = await t.call('POST', '/api/students', { school: 'riverside', token: admin, body });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const both = async (query: Record<string, string>) => {
  const params = studentList.query.parse({ per_page: '5', ...query });
  const [viaIndexes, viaPlain] = await Promise.all([
    studentList.queries.page(t.handle.db, schoolId, params, 1),
    plain.page(t.handle.db, schoolId, params, 1),
  ]);
  return { viaIndexes: viaIndexes.map((s) => s.id), viaPlain: viaPlain.map((s) => s.id) };
};

test.each([
  [`${tag}ben`],
  [`${tag}b`],
  [`${tag}`],
  [`${tag}BEN`],
  [`${tag}ben ${tag}ben`],
  [`${tag}benedict ${tag}row1`],
  [`${tag}nobody`],
])('%j: every page and sort gives the same rows in the same order', async (search) => {
  let matched = 0;
  for (const sort of ['name', '-name', 'admission_no', '-roll_number', 'created_at']) {
    for (const page of ['1', '2', '3', '4', '5']) {
      const { viaIndexes, viaPlain } = await both({ search, sort, page });
      expect(viaIndexes).toEqual(viaPlain);
      matched += viaIndexes.length;
    }
  }
  // The terms that match: the comparison is over real rows, not two empty pages.
  if (!search.endsWith('nobody')) expect(matched).toBeGreaterThan(0);
});

test('filters apply in every arm', async () => {
  for (const class_section_id of classSectionIds.slice(0, 2).map(String)) {
    const { viaIndexes, viaPlain } = await both({
      search: `${tag}ben`,
      class_section_id,
      status: 'active',
      per_page: '100',
    });
    expect(viaIndexes.length).toBeGreaterThan(0);
    expect(viaIndexes).toEqual(viaPlain);
  }
});

test('a student matched by two arms is listed once', async () => {
  const { viaIndexes } = await both({ search: `${tag}ben`, per_page: '100' });
  expect(new Set(viaIndexes).size).toBe(viaIndexes.length);
  // Ben Benson ×2, Anna Benito, Zed (admission number), Benedict ×14, Carl Bennet.
  expect(viaIndexes.length).toBe(2 + 1 + 1 + 14 + 1);
});

test('pages past the first window hold every student once, when each is matched twice', async () => {
  // 40 students that the first-name and the last-name arms both match: the union holds each
  // twice, so the first 32 rows it gives (the window of a page of 20) name only 16 of them.
  const twice = unique('twice').toLowerCase();
  const admin = await t.login('admin@riverside.test');
  for (let i = 0; i < 40; i++) {
    const body = studentBody(defined(classSectionIds[i % 2], 'a class-section'), {
      first_name: `${twice}Bex`,
      last_name: `${twice}Bexley${i}`,
    });
    const res = await t.call('POST', '/api/students', { school: 'riverside', token: admin, body });
    expect(res.status).toBe(200);
  }
  const seen: number[] = [];
  for (const page of ['1', '2', '3']) {
    const { viaIndexes, viaPlain } = await both({ search: twice, per_page: '20', page });
    expect(viaIndexes).toEqual(viaPlain);
    seen.push(...viaIndexes.slice(0, 20));
  }
  expect(new Set(seen).size).toBe(40);
});
