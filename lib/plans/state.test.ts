import { renderApiText } from '../api/http/messages';
import {
  cancelledEndsOn,
  limitProblem as limitMessage,
  periodEnd,
  renewalDates,
  subscriptionState,
} from './state';

/** The refusal as the English reader sees it. */
const limitProblem = (input: Parameters<typeof limitMessage>[0]) => {
  const message = limitMessage(input);
  return message && renderApiText(message);
};

describe('subscriptionState', () => {
  const active = { status: 'active' as const, endsOn: '2026-11-30' };
  it.each([
    ['within the period', active, '2026-11-30', 'active', false],
    [
      'a trial within its days',
      { status: 'trial' as const, endsOn: '2026-11-30' },
      '2026-11-01',
      'trial',
      false,
    ],
    ['the day after the end: past due, still writing', active, '2026-12-01', 'past_due', false],
    ['the last day of grace (14 days)', active, '2026-12-14', 'past_due', false],
    ['the day after the grace: expired, read-only', active, '2026-12-15', 'expired', true],
    [
      'cancelled, within the grace',
      { status: 'cancelled' as const, endsOn: '2026-11-30' },
      '2026-12-10',
      'cancelled',
      false,
    ],
    [
      'cancelled, past the grace',
      { status: 'cancelled' as const, endsOn: '2026-11-30' },
      '2027-01-01',
      'cancelled',
      true,
    ],
  ])('%s', (_, period, today, state, readOnly) => {
    expect(subscriptionState(period, today)).toMatchObject({ state, readOnly });
  });

  it('names the last day the school may write', () => {
    expect(subscriptionState(active, '2026-11-01').graceEndsOn).toBe('2026-12-14');
  });
});

describe('periodEnd', () => {
  it.each([
    ['2026-11-01', 'month', '2026-11-30'],
    ['2026-01-31', 'month', '2026-02-27'],
    ['2028-01-31', 'month', '2028-02-28'],
    ['2026-12-15', 'month', '2027-01-14'],
    ['2026-03-01', 'year', '2027-02-28'],
    ['2028-02-29', 'year', '2029-02-27'],
  ] as const)('a %s period of a %s ends on %s', (start, cycle, end) => {
    expect(periodEnd(start, cycle)).toBe(end);
  });
});

describe('limitProblem', () => {
  const base = { kind: 'students' as const, plan: 'Starter', limit: 3 };
  it('allows below the limit and up to it', () => {
    expect(limitProblem({ ...base, used: 2, adding: 1 })).toBeNull();
    expect(limitProblem({ ...base, used: 0, adding: 3 })).toBeNull();
  });
  it('refuses at the boundary, naming the limit and the plan', () => {
    expect(limitProblem({ ...base, used: 3, adding: 1 })).toBe(
      'The Starter plan allows 3 active students and the school has 3: no more can be added. Ask for a larger plan on the Subscription page.',
    );
  });
  it('says by how many a batch would exceed it', () => {
    expect(limitProblem({ ...base, kind: 'staff', used: 1, adding: 5 })).toBe(
      'The Starter plan allows 3 active staff and the school has 1: 5 would exceed it by 3 (room for 2). Ask for a larger plan on the Subscription page.',
    );
  });
  it('has no limit when the plan sets none, and a lowered limit refuses any addition', () => {
    expect(limitProblem({ ...base, limit: null, used: 5000, adding: 1 })).toBeNull();
    expect(limitProblem({ ...base, used: 5, adding: 1 })).toMatch(/has 5: no more/);
  });
});

describe('cancelledEndsOn and renewalDates', () => {
  it.each([
    ['a running period ends today', '2026-01-01', '2026-12-31', '2026-11-27', '2026-11-27'],
    ['one already over keeps its end', '2025-01-01', '2025-12-31', '2026-11-27', '2025-12-31'],
    [
      'a renewal not begun ends on its first day',
      '2027-01-01',
      '2027-12-31',
      '2026-11-27',
      '2027-01-01',
    ],
  ])('%s', (_, startsOn, endsOn, today, expected) => {
    expect(cancelledEndsOn({ startsOn, endsOn }, today)).toBe(expected);
  });
  it('renews from the day after the end, or from today once lapsed', () => {
    expect(renewalDates({ endsOn: '2026-12-31' }, 'year', '2026-11-27')).toEqual({
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
    });
    expect(renewalDates({ endsOn: '2026-10-31' }, 'month', '2026-11-27')).toEqual({
      startsOn: '2026-11-27',
      endsOn: '2026-12-26',
    });
  });
});
