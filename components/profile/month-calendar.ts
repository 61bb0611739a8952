/**
 * The weeks of a month as rows of seven (Monday first), each cell a day's ISO date or null for
 * the days before the 1st and after the last: the attendance tab's calendar.
 */
export function calendarWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  // getUTCDay: Sunday 0; Monday first means Monday 0.
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
