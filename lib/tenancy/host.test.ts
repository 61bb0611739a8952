import { isBareHost, isValidSchoolSubdomain, subdomainFromHost } from './host';
import { resolveTenant } from './resolve';

describe('subdomainFromHost', () => {
  test.each([
    ['riverside.localhost:3000', 'localhost:3000', 'riverside'],
    ['Riverside.LOCALHOST:3000', 'localhost:3000', 'riverside'],
    ['riverside.localhost:4000', 'localhost:3000', 'riverside'],
    ['riverside.localhost', 'localhost:3000', 'riverside'],
    ['riverside.example.com', 'example.com', 'riverside'],
    ['riverside.example.com:443', 'example.com', 'riverside'],
    ['localhost:3000', 'localhost:3000', undefined],
    ['example.com', 'example.com', undefined],
    ['www.example.com', 'example.com', undefined],
    ['provider.example.com', 'example.com', undefined],
    ['api.example.com', 'example.com', undefined],
    ['a.b.example.com', 'example.com', undefined],
    ['riverside.other.com', 'example.com', undefined],
    ['evilexample.com', 'example.com', undefined],
    ['-bad.example.com', 'example.com', undefined],
    ['', 'example.com', undefined],
    [null, 'example.com', undefined],
  ])('%s under %s → %s', (host, appHost, expected) => {
    expect(subdomainFromHost(host, appHost)).toBe(expected);
  });
});

test.each([
  ['localhost:3000', 'localhost:3000', true],
  ['localhost', 'localhost:3000', true],
  ['riverside.localhost:3000', 'localhost:3000', false],
  ['example.org', 'example.com', false],
])('isBareHost(%s, %s) → %s', (host, appHost, expected) => {
  expect(isBareHost(host, appHost)).toBe(expected);
});

test.each([
  ['riverside', true],
  ['oak-tree-2', true],
  ['www', false],
  ['admin', false],
  ['-x', false],
  ['x-', false],
  ['a_b', false],
  ['a'.repeat(64), false],
])('isValidSchoolSubdomain(%s) → %s', (name, expected) => {
  expect(isValidSchoolSubdomain(name)).toBe(expected);
});

describe('resolveTenant: host, then ?subdomain=, then the stored cookie', () => {
  const appHost = 'localhost:3000';
  test.each([
    [
      { host: 'riverside.localhost:3000', queryParam: 'hillcrest', stored: 'oaktree' },
      { kind: 'school', subdomain: 'riverside', source: 'host' },
    ],
    [
      { host: 'localhost:3000', queryParam: 'Hillcrest', stored: 'oaktree' },
      { kind: 'school', subdomain: 'hillcrest', source: 'query' },
    ],
    [
      { host: 'localhost:3000', queryParam: null, stored: 'oaktree' },
      { kind: 'school', subdomain: 'oaktree', source: 'cookie' },
    ],
    [{ host: 'localhost:3000', queryParam: 'www', stored: null }, { kind: 'provider' }],
    [{ host: 'localhost:3000', queryParam: '../x', stored: 'admin' }, { kind: 'provider' }],
    [{ host: 'localhost:3000' }, { kind: 'provider' }],
    [{ host: 'www.localhost:3000' }, { kind: 'unknown-host' }],
    [{ host: 'elsewhere.org' }, { kind: 'unknown-host' }],
  ])('%j → %j', (input, expected) => {
    expect(resolveTenant({ ...input, appHost })).toEqual(expected);
  });
});
