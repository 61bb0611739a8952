/**
 * Prefix search as an index range: the upper bound of a prefix (a table), and a student search
 * that finds exactly what "starts with, ignoring case" means — LIKE's wildcards are plain
 * characters, accents and other scripts match, and a longer prefix never matches less exactly.
 */
import { startTestApi, unique, type TestApi } from '../test-support/harness';
import { metaIds, studentBody } from '../modules/people/test-support';
import { prefixUpperBound } from './prefix-search';
import { defined } from '../../test-support/defined';

test.each([
  ['ali', 'alj'],
  ['a', 'b'],
  ['z', '{'],
  ['zoë', 'zoì'],
  ['50%', '50&'],
  ['a_', 'a`'],
  ['ж', 'з'],
  ['a\u{d7ff}', 'a\u{e000}'],
  ['a😀', 'a😁'],
  ['ab\u{10ffff}', 'ac'],
  ['\u{10ffff}', null],
  ['', null],
])('the prefix %j has the upper bound %j', (prefix, bound) => {
  expect(prefixUpperBound(prefix)).toBe(bound);
});

describe('a student search by prefix', () => {
  let t: TestApi;
  let admin: string;
  const R = { school: 'riverside' };
  // Every first name begins with the tag, so the school's other students never match.
  const tag = unique('pfx').toLowerCase();
  const firstNames = ['Abc', 'ABD', 'ab', 'Axb', 'a_b', '50%Off', '50xOff', 'Zoë', 'Жанна', 'a😀b'];

  beforeAll(async () => {
    t = await startTestApi();
    admin = await t.login('admin@riverside.test');
    const [section] = (await metaIds(t, admin, 'riverside')).classSections;
    const classSectionId = defined(section, 'a class section').id;
    for (const name of firstNames) {
      const body = studentBody(classSectionId, {
        first_name: `${tag}${name}`,
        last_name: 'Prefix',
      });
      expect((await t.call('POST', '/api/students', { ...R, token: admin, body })).status).toBe(
        200,
      );
    }
  });
  afterAll(() => t.close());

  const found = async (term: string) => {
    const res = await t.call(
      'GET',
      `/api/students?search=${encodeURIComponent(`${tag}${term}`)}&per_page=100`,
      {
        ...R,
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    return (res.body.data as { first_name: string }[])
      .map((s) => s.first_name.slice(tag.length))
      .sort();
  };

  test.each([
    ['ab', ['ABD', 'Abc', 'ab']],
    ['AB', ['ABD', 'Abc', 'ab']],
    ['abc', ['Abc']],
    ['a_', ['a_b']],
    ['50%', ['50%Off']],
    ['zoë', ['Zoë']],
    ['жан', ['Жанна']],
    ['a😀', ['a😀b']],
    ['abe', []],
  ])('%j finds %j', async (term, names) => {
    expect(await found(term)).toEqual([...names].sort());
  });
});
