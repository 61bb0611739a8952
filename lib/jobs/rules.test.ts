import { errorText, periodOf, rateAllowance, retryDelaySeconds, stateAfterFailure } from './rules';

test.each([
  [30, 1, 30],
  [30, 2, 60],
  [30, 3, 120],
  [30, 5, 480],
  [1, 4, 8],
])('backoff %i s: the wait after attempt %i is %i s', (backoff, attempt, wait) => {
  expect(retryDelaySeconds(backoff, attempt)).toBe(wait);
});

test.each([
  [1, 5, 'failed'],
  [4, 5, 'failed'],
  [5, 5, 'dead'],
  [1, 1, 'dead'],
] as const)('attempt %i of %i failed: %s', (attempt, max, state) => {
  expect(stateAfterFailure(attempt, max)).toBe(state);
});

test.each([
  [undefined, 100, 7, 7],
  [10, 0, 7, 7],
  [10, 0, 15, 10],
  [10, 8, 7, 2],
  [10, 10, 7, 0],
  [10, 12, 7, 0],
])('limit %p a minute, %i started, %i due: %i may start', (limit, started, due, allowed) => {
  expect(rateAllowance(limit, started, due)).toBe(allowed);
});

test('a period is the same for every moment inside it and starts on its boundary', () => {
  const a = periodOf(new Date('2026-11-28T10:00:00Z'), 3600);
  const b = periodOf(new Date('2026-11-28T10:59:59.999Z'), 3600);
  const c = periodOf(new Date('2026-11-28T11:00:00Z'), 3600);
  expect(a).toEqual(b);
  expect(c.index).toBe(a.index + 1);
  expect(a.start.toISOString()).toBe('2026-11-28T10:00:00.000Z');
});

test('an error is kept as its message, bounded', () => {
  expect(errorText(new Error('SMTP refused'))).toBe('SMTP refused');
  expect(errorText('plain')).toBe('plain');
  expect(errorText(new Error('x'.repeat(5000)))).toHaveLength(2000);
});
