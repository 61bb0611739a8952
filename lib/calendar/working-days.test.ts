import {
  countWorkingDays,
  dayKind,
  formatWeeklyOffDays,
  nextWorkingDay,
  parseWeeklyOffDays,
  weekdayOf,
  workingDays,
  type SchoolCalendar,
} from '.';

// November 2026: the 1st is a Sunday; the 7th and 14th Saturdays.
const sundaysOff: SchoolCalendar = { weeklyOffDays: ['sunday'], holidays: [] };
const weekendsOff: SchoolCalendar = { weeklyOffDays: ['saturday', 'sunday'], holidays: [] };
const withHolidays: SchoolCalendar = {
  weeklyOffDays: ['sunday'],
  holidays: [
    { start_date: '2026-11-10', end_date: '2026-11-12', title: 'Autumn break' },
    // A holiday on a Sunday is not counted twice.
    { start_date: '2026-11-15', end_date: '2026-11-15', title: 'Founders day' },
  ],
};

describe('weekday of a date', () => {
  test.each([
    ['1970-01-01', 'thursday'],
    ['2026-11-01', 'sunday'],
    ['2026-11-07', 'saturday'],
    ['2024-02-29', 'thursday'],
    ['1969-12-31', 'wednesday'],
  ])('%s is a %s', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));
});

describe('working days between two dates', () => {
  test.each<[string, SchoolCalendar, string, string, number]>([
    ['one working day', sundaysOff, '2026-11-02', '2026-11-02', 1],
    ['a Sunday alone', sundaysOff, '2026-11-01', '2026-11-01', 0],
    ['a week with Sunday off', sundaysOff, '2026-11-02', '2026-11-08', 6],
    ['a week with the weekend off', weekendsOff, '2026-11-02', '2026-11-08', 5],
    ['November with Sundays off', sundaysOff, '2026-11-01', '2026-11-30', 25],
    ['November with weekends off', weekendsOff, '2026-11-01', '2026-11-30', 21],
    ['a three-day holiday inside', withHolidays, '2026-11-09', '2026-11-14', 3],
    ['a holiday on a Sunday counts once', withHolidays, '2026-11-15', '2026-11-16', 1],
    ['a range that is all holiday', withHolidays, '2026-11-10', '2026-11-12', 0],
    ['an end before the start', sundaysOff, '2026-11-05', '2026-11-02', 0],
    ['across a year end', sundaysOff, '2026-12-28', '2027-01-02', 6],
    [
      'a school open seven days',
      { weeklyOffDays: [], holidays: [] },
      '2026-11-01',
      '2026-11-07',
      7,
    ],
  ])('%s', (_, calendar, from, to, expected) => {
    expect(countWorkingDays(from, to, calendar)).toBe(expected);
    expect(workingDays(from, to, calendar)).toHaveLength(expected);
  });
});

describe('half days', () => {
  test.each<[string, Record<string, 'full' | 'first_half' | 'second_half'>, number]>([
    ['all full', {}, 3],
    ['first day a second half', { '2026-11-02': 'second_half' }, 2.5],
    ['both ends by half', { '2026-11-02': 'second_half', '2026-11-04': 'first_half' }, 2],
    ['a half on a Sunday counts nothing', { '2026-11-01': 'first_half' }, 3],
    [
      'every day a half',
      { '2026-11-02': 'first_half', '2026-11-03': 'first_half', '2026-11-04': 'second_half' },
      1.5,
    ],
  ])('%s', (_, portions, expected) => {
    expect(countWorkingDays('2026-11-01', '2026-11-04', sundaysOff, portions)).toBe(expected);
  });
});

describe('kind of day', () => {
  test.each([
    ['2026-11-09', 'working'],
    ['2026-11-08', 'weekly_off'],
    ['2026-11-11', 'holiday'],
    // A holiday on an off day is shown as the holiday (it has a name).
    ['2026-11-15', 'holiday'],
  ])('%s is %s', (date, kind) => expect(dayKind(date, withHolidays)).toBe(kind));

  test('the next working day skips holidays and Sundays', () => {
    expect(nextWorkingDay('2026-11-10', withHolidays)).toBe('2026-11-13');
    expect(nextWorkingDay('2026-11-15', withHolidays)).toBe('2026-11-16');
    expect(
      nextWorkingDay(
        '2026-11-15',
        {
          weeklyOffDays: [...parseWeeklyOffDays('sunday')],
          holidays: [{ start_date: '2026-11-01', end_date: '2026-12-31' }],
        },
        10,
      ),
    ).toBeUndefined();
  });
});

describe('the weekly off days setting', () => {
  test.each<[string | null | undefined, string[]]>([
    [undefined, ['sunday']],
    [null, ['sunday']],
    ['', []],
    ['sunday', ['sunday']],
    ['Sunday, saturday', ['sunday', 'saturday']],
    ['friday,nonsense', ['friday']],
    ['nonsense', ['sunday']],
  ])('%p reads as %p', (stored, days) => {
    expect(parseWeeklyOffDays(stored)).toEqual(days);
  });

  test('written back in week order', () => {
    expect(formatWeeklyOffDays(['saturday', 'sunday'])).toBe('sunday,saturday');
  });
});
