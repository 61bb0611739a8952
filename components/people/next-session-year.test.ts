import { nextName, nextSessionYear } from './next-session-year';

test.each([
  ['2025-26', '2026-27'],
  ['2025/2026', '2026/2027'],
  ['Session 2025–26', 'Session 2026–27'],
  ['1999-00', '2000-01'],
  ['2026', '2027'],
  ['Year 2099-99', 'Year 2100-00'],
])('the name after %s is %s', (name, next) => {
  expect(nextName(name)).toBe(next);
});

test('starts the day after the current ends and ends a year after it', () => {
  expect(
    nextSessionYear({ name: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31' }),
  ).toEqual({ name: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' });
  // A leap day ends on the 28th of the next year.
  expect(
    nextSessionYear({ name: '2027-28', start_date: '2027-03-01', end_date: '2028-02-29' }),
  ).toEqual({ name: '2028-29', start_date: '2028-03-01', end_date: '2029-02-28' });
});
