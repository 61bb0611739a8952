/**
 * A school's calendar for a range of dates: its weekly off days (the `weekly_off_days`
 * setting) and the holidays that touch the range. Attendance refuses days that are not
 * working days, leave counts skip them, and the month grids shade them, all from this read.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { holidays } from '../../../db/schema/calendar';
import { parseWeeklyOffDays, type IsoDate, type SchoolCalendar } from '../../../calendar';
import { schoolSetting } from '../platform';

export type CalendarHoliday = {
  id: number;
  title: string;
  start_date: IsoDate;
  end_date: IsoDate;
};

export async function weeklyOffDaysOf(db: Executor, schoolId: number) {
  return parseWeeklyOffDays(await schoolSetting(db, schoolId, 'weekly_off_days'));
}

/** Holidays of the school that have a day between `from` and `to` (both included). */
export function holidaysTouching(
  db: Executor,
  schoolId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarHoliday[]> {
  return db
    .select({
      id: holidays.id,
      title: holidays.title,
      start_date: holidays.startDate,
      end_date: holidays.endDate,
    })
    .from(holidays)
    .where(
      and(
        eq(holidays.schoolId, schoolId),
        lte(holidays.startDate, to),
        gte(holidays.endDate, from),
      ),
    )
    .orderBy(asc(holidays.startDate), asc(holidays.id));
}

/** The weekly off days and the holidays touching `from`..`to`: what working-days.ts needs. */
export async function schoolCalendar(
  db: Executor,
  schoolId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<SchoolCalendar & { holidays: CalendarHoliday[] }> {
  // One after the other: inside a transaction both would share one connection anyway.
  const weeklyOffDays = await weeklyOffDaysOf(db, schoolId);
  return { weeklyOffDays, holidays: await holidaysTouching(db, schoolId, from, to) };
}
