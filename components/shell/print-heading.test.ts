/**
 * The day on a printed page is the school's: its today in its time zone, in its date format,
 * whatever zone and locale the machine printing it has (this one runs in UTC, en-US).
 */
import { printedOn } from './print-heading';

test.each([
  // 23:30 UTC on 27 November is already 28 November in Lagos (UTC+1).
  ['Africa/Lagos', 'DD MMM YYYY', '2026-11-27T23:30:00Z', '28 Nov 2026'],
  ['Africa/Lagos', 'DD/MM/YYYY', '2026-11-27T22:59:59Z', '27/11/2026'],
  ['UTC', 'MM/DD/YYYY', '2026-11-27T23:30:00Z', '11/27/2026'],
  // Still the 27th in Los Angeles at 07:00 UTC on the 28th.
  ['America/Los_Angeles', 'YYYY-MM-DD', '2026-11-28T07:00:00Z', '2026-11-27'],
  ['Pacific/Kiritimati', 'DD.MM.YYYY', '2026-11-27T10:00:00Z', '28.11.2026'],
] as const)('in %s written %s, a page printed at %s says %s', (timeZone, dateFormat, now, day) => {
  expect(printedOn({ timeZone, dateFormat }, new Date(now))).toBe(day);
});

test("until the school's next day starts, the server's today stands, with no zone arithmetic", () => {
  const serverToday = { date: '2026-11-28' as const, until: Date.parse('2026-11-28T23:00:00Z') };
  const format = { timeZone: 'Africa/Lagos', dateFormat: 'DD/MM/YYYY' as const, serverToday };
  expect(printedOn(format, new Date('2026-11-28T22:59:59Z'))).toBe('28/11/2026');
  // Past it (a page left open overnight), the browser works the day out itself.
  expect(printedOn(format, new Date('2026-11-28T23:00:00Z'))).toBe('29/11/2026');
});
