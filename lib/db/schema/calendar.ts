/**
 * The school calendar: holidays (a title over a date range, per session year). Weekly off days
 * are a school setting (`weekly_off_days` in school_settings). Owned by lib/api/modules/calendar.
 */
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { sessionYears } from './academics';
import { schools } from './platform';

export const holidays = pgTable(
  'holidays',
  {
    ...tenantColumns(),
    sessionYearId: integer('session_year_id').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    foreignKey({
      columns: [t.schoolId, t.sessionYearId],
      foreignColumns: [sessionYears.schoolId, sessionYears.id],
    }),
    check('holidays_end_not_before_start', sql`${t.endDate} >= ${t.startDate}`),
    // "Holidays touching this range" reads start <= to and end >= from of one school.
    index('holidays_school_dates').on(t.schoolId, t.startDate, t.endDate),
  ],
);
