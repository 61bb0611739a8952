/**
 * Security (issue 9): a NUL or other control character anywhere in a request, and integers past
 * their column's range, are a 422 naming the field — before this, PostgreSQL refused them and
 * the caller got a 500.
 */
import { startTestApi, unique, type TestApi } from '../test-support/harness';

let t: TestApi;
let admin: string;
const R = { school: 'riverside' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.call(method, path, { ...R, token: admin, body });

test.each([
  ['a NUL byte', 'a\u0000b'],
  ['an escape character', 'a\u001bb'],
  ['a C1 control', 'a\u0085b'],
])('%s in a body field is a 422 on that field', async (_name, value) => {
  const res = await call('POST', '/api/mediums', { name: value });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({
    name: 'This field contains a control character (such as a NUL byte) that is not allowed.',
  });
});

test('a NUL in a nested field is named by its path', async () => {
  const res = await call('POST', '/api/class-groups', {
    name: unique('G'),
    class_ids: [1],
    nested: { deep: ['ok', 'x\u0000'] },
  });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors)).toEqual(['nested.deep.1']);
});

test('a NUL in the search of a list (/api/classes?search=a%00b) is a 422 on search', async () => {
  const res = await call('GET', '/api/classes?search=a%00b');
  expect(res.status).toBe(422);
  expect(res.body.errors.search).toMatch(/control character/);
});

test('a NUL in a path parameter is refused, not sent to the database', async () => {
  const res = await t.call('GET', '/api/schools/by-subdomain/river%00side');
  expect(res.status).toBe(422);
});

test('tabs and line breaks stay allowed in multi-line text', async () => {
  const description = 'First line\nSecond line\r\n\tindented';
  const classes = await call('GET', '/api/classes?per_page=1');
  const res = await call('POST', '/api/class-groups', {
    name: unique('G'),
    description,
    class_ids: [classes.body.data[0].id],
  });
  expect(res.status).toBe(200);
  expect(res.body.data.description).toBe(description);
});

test.each([
  ['medium_id', 2147483648],
  ['medium_id', 1e20],
  ['stream_id', 99999999999],
])('%s: %d, past the integer column, is a 422 naming the field', async (field, value) => {
  const res = await call('POST', '/api/classes', { name: unique('C'), [field]: value });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors)).toContain(field);
});

test.each([
  '/api/classes?medium_id=2147483648',
  '/api/classes?page=2147483648',
  '/api/students?class_section_id=2147483648',
  '/api/fees/fee-summary?session_year_id=2147483648',
])('an out-of-range integer in the query (%s) is a 422', async (path) => {
  const res = await call('GET', path);
  expect(res.status).toBe(422);
});

test('the largest integer id that fits is a plain 404 when no such row exists', async () => {
  const res = await call('GET', '/api/mediums/2147483647');
  expect(res.status).toBe(404);
  expect((await call('GET', '/api/mediums/2147483648')).status).toBe(404);
});
