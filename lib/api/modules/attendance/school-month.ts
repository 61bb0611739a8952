/**
 * The school's attendance for a month (GET /api/student-attendance/school-summary): each
 * class-section's % and the school's, in one read of the day totals — about class-sections ×
 * school days rows (1,000 × 26 in a school of 50,000), never the million marks behind them.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { studentAttendanceTotals } from '../../../db/schema/attendance';
import { classSectionsByIds } from '../academics';
import { monthRange } from './month-grid';
import { attendancePercent, emptyTally, type Tally } from './rules';

const summed = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const t = studentAttendanceTotals;

/** The marks by what they count as, summed over the day totals a query selects. */
export const summedCounts = {
  present: summed(t.present),
  absent: summed(t.absent),
  half: summed(t.half),
  excluded: summed(t.excluded),
};

export async function schoolMonth(db: Executor, schoolId: number, month: string) {
  const { first, last } = monthRange(month);
  const rows = await db
    .select({
      class_section_id: t.classSectionId,
      days: sql<number>`count(*)::int`,
      ...summedCounts,
    })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), between(t.date, first, last)))
    .groupBy(t.classSectionId);
  const names = await classSectionsByIds(
    db,
    schoolId,
    rows.map((r) => r.class_section_id),
  );
  const school: Tally = emptyTally();
  const sections = rows.map(({ class_section_id, days, ...counts }) => {
    for (const s of Object.keys(school) as (keyof Tally)[]) school[s] += counts[s];
    return {
      class_section_id,
      name: names.get(class_section_id)?.name ?? '?',
      days_marked: days,
      counts,
      percent: attendancePercent(counts),
    };
  });
  sections.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return { month, counts: school, percent: attendancePercent(school), class_sections: sections };
}
