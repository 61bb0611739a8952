import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig } from './env';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'schola-cfg-'));

test('defaults: port 3000, localhost:3000, embedded database under data/, generated secret kept', () => {
  const dir = dataDir();
  const cfg = parseConfig({ DATA_DIR: dir });
  expect(cfg).toMatchObject({
    port: 3000,
    appHost: 'localhost:3000',
    databaseUrl: undefined,
    apiUpstreamUrl: undefined,
    defaultTimeZone: 'UTC',
  });
  expect(parseConfig({ DATA_DIR: dir, DEFAULT_TIME_ZONE: 'Asia/Tokyo' }).defaultTimeZone).toBe(
    'Asia/Tokyo',
  );
  expect(cfg.pgliteDir).toBe(path.join(dir, 'pglite'));
  expect(cfg.sessionSecret.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(cfg.sessionSecret);
  expect(parseConfig({ DATA_DIR: dir }).sessionSecret).toBe(cfg.sessionSecret);
});

test.each([
  [{ PORT: 'abc' }, 'PORT: PORT must be a number'],
  [{ PORT: '70000' }, 'PORT: PORT must be between 1 and 65535'],
  [
    { APP_HOST: 'http://example.com' },
    'APP_HOST: APP_HOST must be a host name with an optional port, like localhost:3000',
  ],
  [
    { DATABASE_URL: 'mysql://x' },
    'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL',
  ],
  [
    { MIGRATION_DATABASE_URL: 'mysql://x' },
    'MIGRATION_DATABASE_URL: MIGRATION_DATABASE_URL must be a postgres:// or postgresql:// URL',
  ],
  [
    { API_UPSTREAM_URL: 'ftp://x' },
    'API_UPSTREAM_URL: API_UPSTREAM_URL must be an http:// or https:// URL',
  ],
  [
    { SESSION_SECRET: 'short' },
    'SESSION_SECRET: SESSION_SECRET must be at least 32 characters long',
  ],
  [
    { DEFAULT_TIME_ZONE: 'Mars/Olympus' },
    'DEFAULT_TIME_ZONE: DEFAULT_TIME_ZONE must be an IANA time zone name, like Europe/London',
  ],
  [
    { NODE_ENV: 'production' },
    'SESSION_SECRET: required in production (at least 32 random characters)',
  ],
])('%j is refused with a message naming it', (env, message) => {
  try {
    parseConfig({ DATA_DIR: dataDir(), ...env });
    throw new Error('expected ConfigError');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toContain(message);
  }
});

test('every bad value is reported at once', () => {
  try {
    parseConfig({ PORT: 'x', APP_HOST: 'a b' });
  } catch (error) {
    expect((error as ConfigError).problems).toHaveLength(2);
  }
});

test('empty values count as unset', () => {
  expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
});

test.each([
  [undefined, { hops: 0 }],
  ['0', { hops: 0 }],
  ['2', { hops: 2 }],
  ['10.0.0.0/8, ::1', { ranges: ['10.0.0.0/8', '::1'] }],
])('TRUSTED_PROXIES=%s → %j', (value, expected) => {
  expect(parseConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: value }).trustedProxies).toEqual(
    expected,
  );
});

test.each(['11', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1'])(
  'TRUSTED_PROXIES=%s is refused with a message naming it',
  (value) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: value })).toThrow(
      /TRUSTED_PROXIES: TRUSTED_PROXIES must be a hop count/,
    );
  },
);
