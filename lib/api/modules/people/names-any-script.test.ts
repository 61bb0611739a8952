/**
 * Students named in Arabic, Devanagari and Polish are found through GET /api/students as a
 * user types them: by the full name, the first word, a prefix of the second, typed
 * decomposed (NFD), in another case, or without the accents; and the name sort puts them in
 * the documented order (docs/ARCHITECTURE.md, "Names in any script"): by the name's key, in
 * code-point order, the same on PGlite and PostgreSQL. Their guardians, and a teacher, are
 * found and sorted alike through /api/guardians and /api/teachers (one full name each).
 */
import { startTestApi, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody } from './test-support';

let t: TestApi;
let admin: string;
const R = { school: 'riverside' };

const AISHA = 'عائشة الحربي';
const ANANYA = 'अनन्या शर्मा';
const LUCJA = 'Łucja Żółć';
// Controls: near the others in spelling or script, but other names.
const LUCIA = 'Lucia Zola';
const ANNA = 'अन्ना सिंह';
// Latin names that a code-point sort of the raw names misplaces (upper case before lower).
const LATIN = ['adam Brook', 'Émile Roux', 'Ewa Nowak', 'Zoe Ward'];

const fullName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;

const GUARDIANS: Record<string, string> = {
  [AISHA]: 'خالد الحربي',
  [ANANYA]: 'सुनीता शर्मा',
  [LUCJA]: 'Paweł Żółć',
  // A raw code-point sort puts É after every unaccented capital.
  [LUCIA]: 'Émilie Zola',
};
const TEACHER = 'राहुल वर्मा';

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  const section = sectionOf(await metaIds(t, admin, 'riverside'), 3).id;
  for (const name of [AISHA, ANANYA, LUCJA, LUCIA, ANNA, ...LATIN]) {
    const [first, last] = name.split(' ');
    const body = studentBody(section, { first_name: first, last_name: last });
    const guardian = GUARDIANS[name];
    if (guardian) body.guardians = body.guardians.map((g) => ({ ...g, full_name: guardian }));
    expect((await t.call('POST', '/api/students', { ...R, token: admin, body })).status).toBe(200);
  }
  const teacher = {
    full_name: TEACHER,
    email: 'rahul.verma@example.test',
    joining_date: '2026-06-01',
    password: 'Correct-horse-1',
  };
  expect(
    (await t.call('POST', '/api/teachers', { ...R, token: admin, body: teacher })).status,
  ).toBe(200);
});
afterAll(() => t.close());

async function found(search: string): Promise<string[]> {
  const query = new URLSearchParams({ search, per_page: '100' });
  const res = await t.call('GET', `/api/students?${query}`, { ...R, token: admin });
  expect(res.status).toBe(200);
  return res.body.data.map(fullName);
}

const nfd = (s: string) => s.normalize('NFD');

test.each([
  // Devanagari: the full name, the first word, the second word and a prefix of it, NFD.
  [ANANYA, ANANYA],
  ['अनन्या', ANANYA],
  ['शर्मा', ANANYA],
  ['शर्', ANANYA],
  ['अनन्या श', ANANYA],
  [nfd(ANANYA), ANANYA],
  // Arabic: the same, NFD (hamza split off), and without the hamza, as it is often typed.
  [AISHA, AISHA],
  ['عائشة', AISHA],
  ['الحربي', AISHA],
  ['الحر', AISHA],
  [nfd(AISHA), AISHA],
  ['عايشة', AISHA],
  // Polish: the same, in capitals, without the accents, NFD.
  [LUCJA, LUCJA],
  ['Łucja', LUCJA],
  ['żółć', LUCJA],
  ['ŁUCJA ŻÓŁĆ', LUCJA],
  ['lucja zolc', LUCJA],
  [nfd(LUCJA), LUCJA],
])('searching %s finds %s and no other', async (search, name) => {
  expect(await found(search)).toEqual([name]);
});

test('a name is not found by another that shares its script or its first letters', async () => {
  expect(await found('अन्ना')).toEqual([ANNA]);
  expect(await found('luci')).toEqual([LUCIA]);
  expect(await found('lucj')).toEqual([LUCJA]);
  // Accents aside, "żół" is "zol": a prefix of Zola's as much as of Żółć's.
  expect(await found('żół')).toEqual([LUCIA, LUCJA]);
  expect(await found('سارة')).toEqual([]);
});

test('the name sort is by key in code-point order: Latin (case and accents aside), Arabic, Devanagari', async () => {
  const expected = [...LATIN.slice(0, 3), LUCIA, LUCJA, LATIN[3], AISHA, ANANYA, ANNA];
  const ours = new Set(expected);
  const sorted = async (sort: string, extra = '') => {
    const res = await t.call('GET', `/api/students?sort=${sort}&per_page=100${extra}`, {
      ...R,
      token: admin,
    });
    expect(res.status).toBe(200);
    return (res.body.data.map(fullName) as string[]).filter((n) => ours.has(n));
  };
  expect(await sorted('name')).toEqual(expected);
  expect(await sorted('-name')).toEqual([...expected].reverse());
  // A search reads its matches from the search indexes and sorts them by the same key.
  expect(await sorted('name', '&search=a')).toEqual(['adam Brook']);
  expect(await sorted('-name', '&search=e')).toEqual(['Ewa Nowak', 'Émile Roux']);
});

async function names(list: string, query: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ per_page: '100', ...query });
  const res = await t.call('GET', `/api/${list}?${params}`, { ...R, token: admin });
  expect(res.status).toBe(200);
  return res.body.data.map((row: { full_name: string }) => row.full_name);
}

test.each([
  ['guardians', 'सुनीता शर्मा', 'सुनीता शर्मा'],
  ['guardians', 'शर्मा', 'सुनीता शर्मा'],
  ['guardians', 'शर्', 'सुनीता शर्मा'],
  ['guardians', nfd('सुनीता शर्मा'), 'सुनीता शर्मा'],
  ['guardians', 'الحربي', 'خالد الحربي'],
  ['guardians', 'خالد', 'خالد الحربي'],
  ['guardians', 'PAWEL ZOLC', 'Paweł Żółć'],
  ['guardians', 'żółć', 'Paweł Żółć'],
  ['guardians', nfd('Paweł Żółć'), 'Paweł Żółć'],
  ['teachers', 'वर्मा', TEACHER],
  ['teachers', nfd(TEACHER), TEACHER],
])('/api/%s: searching %s finds %s and no other', async (list, search, name) => {
  expect(await names(list, { search })).toEqual([name]);
});

test('guardians sort by the key of their full name', async () => {
  const ours = new Set(Object.values(GUARDIANS));
  const sorted = async (sort: string) =>
    (await names('guardians', { sort })).filter((n) => ours.has(n));
  const expected = ['Émilie Zola', 'Paweł Żółć', 'خالد الحربي', 'सुनीता शर्मा'];
  expect(await sorted('name')).toEqual(expected);
  expect(await sorted('-name')).toEqual([...expected].reverse());
});
