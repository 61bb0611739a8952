/**
 * A term's dates: a semester is a span of months without a year (Term 2: December–May), so its
 * dates are those months inside the exam's session year. Without a semester, the whole year.
 */
type IsoDate = string;

const monthOf = (date: IsoDate) => Number(date.slice(5, 7));

function lastDayOf(year: number, month: number): IsoDate {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const firstDayOf = (year: number, month: number): IsoDate =>
  `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The term's first and last day inside the session year, clipped to the session's own dates;
 * null when the semester's months fall outside the session (a session shorter than a year).
 */
export function termSpan(
  session: { startDate: IsoDate; endDate: IsoDate },
  semester: { startMonth: number; endMonth: number } | null,
): { from: IsoDate; to: IsoDate } | null {
  if (!semester) return { from: session.startDate, to: session.endDate };
  const startYear = Number(session.startDate.slice(0, 4));
  const sessionMonth = monthOf(session.startDate);
  /** The year and month `months` after the session's first month. */
  const after = (months: number) => ({
    year: startYear + Math.floor((sessionMonth - 1 + months) / 12),
    month: ((sessionMonth - 1 + months) % 12) + 1,
  });
  const monthsBetween = (from: number, to: number) => (to - from + 12) % 12;
  const startOffset = monthsBetween(sessionMonth, semester.startMonth);
  const first = after(startOffset);
  const last = after(startOffset + monthsBetween(semester.startMonth, semester.endMonth));
  const termFrom = firstDayOf(first.year, first.month);
  const termTo = lastDayOf(last.year, last.month);
  const from = termFrom > session.startDate ? termFrom : session.startDate;
  const to = termTo < session.endDate ? termTo : session.endDate;
  return from <= to ? { from, to } : null;
}
