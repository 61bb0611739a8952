/** The people rules, one row per case. */
import {
  admissionNumberMatcher,
  admissionPatternProblem,
  formatAdmissionNumber,
  groupPermissions,
  guardianListErrors,
  nextSequence,
  promotionOutcome,
  studentDateProblems,
} from './rules';

describe("a student's dates against the school's today (2026-11-23)", () => {
  test.each([
    [{ date_of_birth: '2019-05-01', admission_date: '2026-11-23' }, {}],
    [{ date_of_birth: '2019-05-01', admission_date: null }, {}],
    [
      { date_of_birth: '2026-11-23', admission_date: '2026-11-24' },
      {
        date_of_birth: 'The date of birth must be in the past.',
        admission_date: 'The admission date cannot be in the future.',
      },
    ],
    [
      { date_of_birth: '2019-05-01', admission_date: '2019-04-30' },
      { admission_date: 'The admission date cannot be before the date of birth.' },
    ],
    [{ date_of_birth: '2026-11-22', admission_date: '2026-11-22' }, {}],
  ])('%j → %j', (dates, expected) => {
    expect(studentDateProblems(dates, '2026-11-23')).toEqual(expected);
  });
});

describe('admission number patterns', () => {
  test.each([
    ['{YYYY}-{SEQ:4}', 2026, 7, '2026-0007'],
    ['ADM/{YY}/{SEQ:3}', 2026, 12, 'ADM/26/012'],
    ['{SEQ}', 2026, 1234, '1234'],
    ['R{YYYY}{SEQ:2}', 2031, 5, 'R203105'],
  ])('%s, %i, %i → %s', (pattern, year, seq, expected) => {
    expect(formatAdmissionNumber(pattern, year, seq)).toBe(expected);
    expect(Number(admissionNumberMatcher(pattern, year).exec(expected)?.[1])).toBe(seq);
  });

  test.each([
    ['{YYYY}-{SEQ:4}', undefined],
    ['{YYYY}', 'The pattern must contain {SEQ} (or {SEQ:n}) exactly once.'],
    ['{SEQ}{SEQ}', 'The pattern must contain {SEQ} (or {SEQ:n}) exactly once.'],
    ['{MM}-{SEQ}', 'The pattern may use only {YYYY}, {YY} and {SEQ:n}.'],
    [
      'A B {SEQ}',
      'Besides its placeholders, the pattern may hold letters, digits and - / _ . only.',
    ],
  ])('%s → %s', (pattern, problem) => {
    expect(admissionPatternProblem(pattern)).toBe(problem);
  });

  test.each([
    [[], 1],
    [['2026-0001', '2026-0009', '2025-0042', 'manual-7'], 10],
    [['2026-12345'], 12346],
  ])('next after %j is %i', (existing, next) => {
    expect(nextSequence(existing, admissionNumberMatcher('{YYYY}-{SEQ:4}', 2026))).toBe(next);
  });
});

describe('guardian lists', () => {
  const g = (email: string, is_primary: boolean) => ({ email, is_primary });
  test.each([
    [[g('a@x.test', true)], {}],
    [[g('a@x.test', true), g('b@x.test', false)], {}],
    [[], { guardians: 'Add at least one guardian.' }],
    [
      [g('a@x.test', false)],
      { guardians: 'Choose exactly one primary contact among the guardians.' },
    ],
    [
      [g('a@x.test', true), g('A@x.test ', true)],
      {
        'guardians.1.email': 'This e-mail is already given for guardian 1.',
        guardians: 'Choose exactly one primary contact among the guardians.',
      },
    ],
  ])('%j → %j', (list, errors) => {
    expect(guardianListErrors(list)).toEqual(errors);
  });
});

describe('promotion', () => {
  test.each([
    [{ result: 'pass', next: 'continue' }, 'promote'],
    [{ result: 'fail', next: 'continue' }, 'repeat'],
    [{ result: 'pass', next: 'leave' }, 'leave'],
    [{ result: 'fail', next: 'leave' }, 'leave'],
  ] as const)('%j → %s', (decision, kind) => {
    expect(promotionOutcome(decision).kind).toBe(kind);
  });
});

test('permissions group by area', () => {
  expect(groupPermissions(['student-list', 'student-view', 'role-edit', 'approve-leave'])).toEqual([
    { area: 'student', permissions: ['student-list', 'student-view'] },
    { area: 'role', permissions: ['role-edit'] },
    { area: 'leave', permissions: ['approve-leave'] },
  ]);
});
