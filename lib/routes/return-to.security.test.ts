/**
 * Security: open redirect. A return-to value is followed after sign-in, so anything that a
 * browser would resolve to another site must be refused, however it is spelled.
 */
import { safeReturnTo } from './public-paths';

const refused = [
  '/\t/evil.example', // %09: the browser drops the tab and reads //evil.example
  '/\n/evil.example', // %0A
  '/\r/evil.example',
  '/\t\\evil.example',
  '\t//evil.example',
  '/\\evil.example',
  '/ /evil.example'.replace(' ', '\u0000'),
  '//evil.example',
  '///evil.example',
  '/.//evil.example', // parses to the path //evil.example
  '/./\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '',
  '/api/me',
  '/authentication/login?returnTo=/dashboard',
];

test.each(refused.map((v) => [JSON.stringify(v), v]))('refuses %s', (_label, value) => {
  expect(safeReturnTo(value)).toBeUndefined();
});

test('refuses the values a browser decodes from the reported query strings', () => {
  for (const query of ['returnTo=%2F%09%2Fevil.example', 'returnTo=%2F%0A%2Fevil.example'])
    expect(safeReturnTo(new URLSearchParams(query).get('returnTo'))).toBeUndefined();
});

test.each([
  ['/fees/student-fees?x=1', '/fees/student-fees?x=1'],
  ['/dashboard', '/dashboard'],
  ['/student/student-details#top', '/student/student-details#top'],
  ['/a/../dashboard', '/dashboard'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // an encoded slash stays part of one local path
])('keeps the local path %s as %s', (value, expected) => {
  expect(safeReturnTo(value)).toBe(expected);
});
