import { calendarWeeks } from './month-calendar';

test.each([
  // February 2026 starts on a Sunday: six empty cells, four weeks and a day after.
  ['2026-02', 5, 6, '2026-02-28'],
  // June 2026 starts on a Monday: no lead, 30 days in five rows.
  ['2026-06', 5, 0, '2026-06-30'],
  // A leap February.
  ['2028-02', 5, 1, '2028-02-29'],
])('%s: %i weeks, %i days before the 1st', (month, weeks, lead, last) => {
  const rows = calendarWeeks(month);
  expect(rows).toHaveLength(weeks);
  expect(rows.every((r) => r.length === 7)).toBe(true);
  expect(rows[0]?.findIndex((d) => d !== null)).toBe(lead);
  expect(rows.flat().filter(Boolean).at(-1)).toBe(last);
});
