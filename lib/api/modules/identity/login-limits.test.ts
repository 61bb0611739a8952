/** Which limits a sign-in counts against: the rule that keeps an owner able to sign in. */
import {
  ACCOUNT_CEILING,
  ACCOUNT_CEILING_HOURS,
  MAX_FAILURES_PER_ADDRESS,
  loginLimits,
} from './login-limits';

test('an attempt counts against the address, the account at that address, the account and the installation', () => {
  const limits = loginLimits('school:1', 'Owner@School.test', '198.51.100.7', false);
  expect(limits.map((l) => l.key)).toEqual([
    'address:198.51.100.7',
    'account:school:1:owner@school.test|from:198.51.100.7',
    'account:school:1:owner@school.test',
    'global:login',
  ]);
  expect(limits[0]).toMatchObject({ kind: 'window', limit: MAX_FAILURES_PER_ADDRESS });
  expect(limits[1]).toMatchObject({ kind: 'progressive' });
  expect(limits[2]).toMatchObject({
    kind: 'window',
    limit: ACCOUNT_CEILING,
    minutes: ACCOUNT_CEILING_HOURS * 60,
  });
});

test('the same account from two addresses waits on two different keys', () => {
  const [, here] = loginLimits('provider', 'p@x.test', '192.0.2.1', false);
  const [, there] = loginLimits('provider', 'p@x.test', '192.0.2.2', false);
  expect(here?.key).not.toBe(there?.key);
});

test.each([
  [false, true],
  [true, false],
])(
  'the installation-wide breaker, address has failed %s: only counts %s',
  (addressHasFailed, countOnly) => {
    const global = loginLimits('provider', 'p@x.test', '192.0.2.1', addressHasFailed)[3];
    expect(global).toMatchObject({ key: 'global:login', countOnly });
  },
);
