import {
  addDays,
  DATE_FORMATS,
  dateInZone,
  daysBetween,
  eachDay,
  formatDate,
  formatInstantDate,
  isIsoDate,
  isTimeZone,
  monthBounds,
  parseDate,
  todayIn,
} from '.';
import { dayStartIn, formatInstant, timeInZone } from './instants';
import { readTypedDate } from './typed-date';

describe('today in the school’s zone around midnight UTC', () => {
  test.each([
    // Auckland is UTC+13 in (southern) summer, UTC+12 in winter.
    ['Pacific/Auckland', '2026-01-14T10:59:59Z', '2026-01-14'],
    ['Pacific/Auckland', '2026-01-14T11:00:00Z', '2026-01-15'],
    ['Pacific/Auckland', '2026-01-14T23:59:59Z', '2026-01-15'],
    ['Pacific/Auckland', '2026-01-15T00:00:00Z', '2026-01-15'],
    ['Pacific/Auckland', '2026-07-14T11:59:59Z', '2026-07-14'],
    ['Pacific/Auckland', '2026-07-14T12:00:00Z', '2026-07-15'],
    // Los Angeles is UTC−8 in winter, UTC−7 in summer: still yesterday at midnight UTC.
    ['America/Los_Angeles', '2026-01-15T00:00:00Z', '2026-01-14'],
    ['America/Los_Angeles', '2026-01-15T07:59:59Z', '2026-01-14'],
    ['America/Los_Angeles', '2026-01-15T08:00:00Z', '2026-01-15'],
    ['America/Los_Angeles', '2026-07-15T06:59:59Z', '2026-07-14'],
    ['America/Los_Angeles', '2026-07-15T07:00:00Z', '2026-07-15'],
    ['America/Los_Angeles', '2026-12-31T23:30:00Z', '2026-12-31'],
    ['Pacific/Auckland', '2026-12-31T23:30:00Z', '2027-01-01'],
    ['UTC', '2026-01-14T23:59:59Z', '2026-01-14'],
    ['UTC', '2026-01-15T00:00:00Z', '2026-01-15'],
  ])('%s at %s is %s', (zone, instant, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
    expect(dateInZone(instant, zone)).toBe(expected);
  });
});

describe('a school day as instants, and an instant as the school writes it', () => {
  test.each([
    // Lagos is UTC+1 all year: its 28 November starts at 23:00 UTC the day before.
    ['2026-11-28', 'Africa/Lagos', '2026-11-27T23:00:00.000Z'],
    ['2026-11-28', 'UTC', '2026-11-28T00:00:00.000Z'],
    ['2026-11-28', 'Pacific/Kiritimati', '2026-11-27T10:00:00.000Z'],
    ['2026-11-28', 'America/Los_Angeles', '2026-11-28T08:00:00.000Z'],
    // London's clocks go back on 25 October: the day starts at 00:00 BST.
    ['2026-10-25', 'Europe/London', '2026-10-24T23:00:00.000Z'],
    // Beirut's clocks skip from 00:00 to 01:00 on 29 March: the day starts at 01:00.
    ['2026-03-29', 'Asia/Beirut', '2026-03-28T22:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, start) => {
    const instant = dayStartIn(date, zone);
    expect(instant.toISOString()).toBe(start);
    expect(dateInZone(instant, zone)).toBe(date);
    expect(dateInZone(instant.getTime() - 1000, zone)).toBe(addDays(date, -1));
  });

  test.each([
    ['2026-11-27T23:30:00Z', 'Africa/Lagos', 'DD/MM/YYYY', '28/11/2026 00:30:00'],
    ['2026-11-27T23:30:00Z', 'UTC', 'DD MMM YYYY', '27 Nov 2026 23:30:00'],
    ['2026-11-27T23:30:05Z', 'America/Los_Angeles', 'MM/DD/YYYY', '11/27/2026 15:30:05'],
    ['2026-01-01T00:00:00Z', 'Asia/Kolkata', 'YYYY-MM-DD', '2026-01-01 05:30:00'],
  ] as const)('%s in %s written %s is %s', (instant, zone, format, expected) => {
    expect(formatInstant(instant, format, zone)).toBe(expected);
    expect(timeInZone(instant, zone)).toBe(expected.slice(-8));
  });
});

test.each([
  ['Pacific/Auckland', true],
  ['America/Los_Angeles', true],
  ['UTC', true],
  ['Asia/Kolkata', true],
  ['Asia/Calcutta', true],
  ['Mars/Olympus', false],
  ['', false],
  ['+05:30', false],
  ['Europe/Nowhere', false],
  [42, false],
])('isTimeZone(%p) is %p', (name, expected) => {
  expect(isTimeZone(name)).toBe(expected);
});

test.each([
  ['2026-02-28', true],
  ['2028-02-29', true],
  ['2026-02-29', false],
  ['2100-02-29', false],
  ['2000-02-29', true],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-1-01', false],
  ['01/02/2026', false],
  ['2026-01-01T00:00:00Z', false],
  [null, false],
])('isIsoDate(%p) is %p', (value, expected) => {
  expect(isIsoDate(value)).toBe(expected);
});

describe('date formats the settings offer', () => {
  const samples = ['2026-01-05', '2026-12-31', '2028-02-29', '1999-07-09'];
  test.each(DATE_FORMATS.flatMap((f) => samples.map((d) => [f, d] as const)))(
    '%s round trip of %s',
    (format, date) => {
      const shown = formatDate(date, format);
      expect(parseDate(shown, format)).toBe(date);
    },
  );

  test.each([
    ['DD/MM/YYYY', '05/01/2026'],
    ['MM/DD/YYYY', '01/05/2026'],
    ['YYYY-MM-DD', '2026-01-05'],
    ['DD-MM-YYYY', '05-01-2026'],
    ['DD.MM.YYYY', '05.01.2026'],
    ['DD MMM YYYY', '05 Jan 2026'],
  ] as const)('%s writes 5 January 2026 as %s', (format, shown) => {
    expect(formatDate('2026-01-05', format)).toBe(shown);
  });

  test('every format offered is covered by the table above', () => {
    expect(DATE_FORMATS).toHaveLength(6);
  });

  test.each([
    ['31/02/2026', 'DD/MM/YYYY', null],
    ['13/01/2026', 'MM/DD/YYYY', null],
    ['5/1/2026', 'DD/MM/YYYY', '2026-01-05'],
    ['05 jan 2026', 'DD MMM YYYY', '2026-01-05'],
    ['05 Jnu 2026', 'DD MMM YYYY', null],
    ['2026-01-05', 'DD/MM/YYYY', null],
    [' 05.01.2026 ', 'DD.MM.YYYY', '2026-01-05'],
  ] as const)('parseDate(%p, %s) is %p', (text, format, expected) => {
    expect(parseDate(text, format)).toBe(expected);
  });

  test('something that is not a date is shown as it is', () => {
    expect(formatDate('not a date', 'DD/MM/YYYY')).toBe('not a date');
  });

  test('an instant is written as its date in the school’s zone', () => {
    expect(formatInstantDate('2026-01-14T20:00:00Z', 'DD MMM YYYY', 'Pacific/Auckland')).toBe(
      '15 Jan 2026',
    );
    expect(formatInstantDate('2026-01-14T20:00:00Z', 'DD MMM YYYY', 'UTC')).toBe('14 Jan 2026');
  });
});

describe('date ranges', () => {
  test.each([
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-01-31', 30],
    ['2026-01-31', '2026-01-01', -30],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    // The days a clock change happens in are whole days too.
    ['2026-03-07', '2026-03-09', 2],
    ['2025-06-01', '2026-05-31', 364],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  test.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('%s plus %i day(s) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  test('each day of a range, both ends included', () => {
    expect([...eachDay('2028-02-27', '2028-03-01')]).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect([...eachDay('2026-01-02', '2026-01-01')]).toEqual([]);
  });

  test.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-14', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2026-04-01', '2026-04-01', '2026-04-30'],
  ])('the month of %s runs from %s to %s', (date, first, last) => {
    expect(monthBounds(date)).toEqual({ first, last });
  });

  test('a malformed date is refused, not silently shifted', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => monthBounds('soon')).toThrow(RangeError);
  });
});

describe('a date typed into a date field', () => {
  test.each([
    ['DD/MM/YYYY', '27/11/2026', '2026-11-27'],
    ['DD/MM/YYYY', ' 7/3/2026 ', '2026-03-07'],
    ['MM/DD/YYYY', '11/27/2026', '2026-11-27'],
    ['DD MMM YYYY', '27 nov 2026', '2026-11-27'],
    ['DD/MM/YYYY', '2026-11-27', '2026-11-27'],
    ['DD.MM.YYYY', '2026-11-27', '2026-11-27'],
  ] as const)('%s reads %j as %s', (format, typed, iso) => {
    expect(readTypedDate(typed, format)).toBe(iso);
  });
  test.each([
    ['DD/MM/YYYY', '11/27/2026'],
    ['DD/MM/YYYY', '31/02/2026'],
    ['DD/MM/YYYY', '27/11'],
    ['MM/DD/YYYY', ''],
  ] as const)('%s refuses %j', (format, typed) => {
    expect(readTypedDate(typed, format)).toBeNull();
  });
});
