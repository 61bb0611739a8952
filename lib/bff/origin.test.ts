import { isForbiddenWrite } from './origin';

const h = (entries: Record<string, string>) => new Headers(entries);

test.each([
  ['GET', {}, false],
  ['GET', { 'sec-fetch-site': 'cross-site' }, false],
  ['POST', { origin: 'http://riverside.localhost:3000', 'sec-fetch-site': 'same-origin' }, false],
  ['POST', {}, false],
  ['POST', { origin: 'http://evil.test' }, true],
  ['POST', { origin: 'http://hillcrest.localhost:3000' }, true],
  ['PUT', { 'sec-fetch-site': 'same-site' }, true],
  ['DELETE', { 'sec-fetch-site': 'cross-site' }, true],
  ['PATCH', { origin: 'null' }, true],
  ['POST', { origin: 'not a url' }, true],
])('%s with %j → refused %s', (method, headers, expected) => {
  expect(isForbiddenWrite(method, h(headers), 'riverside.localhost:3000')).toBe(expected);
});
