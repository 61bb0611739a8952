/** The list machinery through one resource: pages, totals, search, sort, filters and CSV. */
import { startTestApi, type TestApi } from '../../test-support/harness';
import { admin, make, makeMedium, type As } from './test-support/factories';

let t: TestApi;
let as: As;
let mediumId: number;
beforeAll(async () => {
  t = await startTestApi();
  as = await admin(t);
  mediumId = (await makeMedium(t, as)).id;
  for (const name of ['Zeta 1', 'Alpha "A", 2', '=cmd|calc', 'Beta_3', 'Beta%4'])
    await make(t, as, '/api/classes', { name, medium_id: mediumId });
});
afterAll(() => t.close());

const list = (query: string) => t.call('GET', `/api/classes?medium_id=${mediumId}&${query}`, as);
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((r) => r.name);

test('pages are bounded, non-overlapping and carry the total', async () => {
  const first = await list('per_page=2&sort=name');
  const second = await list('per_page=2&sort=name&page=2');
  const past = await list('per_page=2&page=9');
  expect(first.body.meta).toEqual({ page: 1, per_page: 2, total: 5, total_capped: false });
  expect(names(first)).toEqual(['=cmd|calc', 'Alpha "A", 2']);
  expect(names(second)).toEqual(['Beta%4', 'Beta_3']);
  expect(past.body).toMatchObject({ data: [], meta: { total: 5, page: 9 } });
  expect((await list('per_page=101')).body.errors.per_page).toBe('per_page may be at most 100.');
});

test('search is a case-insensitive substring, wildcards taken literally; sort reverses', async () => {
  expect(names(await list('search=beta'))).toEqual(['Beta%4', 'Beta_3']);
  expect(names(await list('search=a_'))).toEqual(['Beta_3']);
  expect(names(await list('search=%25'))).toEqual(['Beta%4']);
  expect(names(await list('sort=-name&per_page=1'))).toEqual(['Zeta 1']);
  expect((await list('sort=password')).status).toBe(422);
});

test('CSV export holds the whole filtered list, escaped, with formulas made inert', async () => {
  const res = await list('format=csv&search=a&sort=name');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="classes.csv"');
  const lines = (res.body as string).trim().split('\r\n');
  expect(lines[0]).toBe('ID,Name,Medium,Shift,Stream,Uses semesters');
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
    "'=cmd|calc",
    '"Alpha ""A""',
    'Beta%4',
    'Beta_3',
    'Zeta 1',
  ]);
});
