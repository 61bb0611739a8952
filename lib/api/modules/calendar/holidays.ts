/**
 * Holidays: a title over a date range with a description, in the session year whose dates
 * hold it (both ends in the same session year). Anyone with `holiday-list` reads them,
 * guardians included; the list filters by session year and by a range of dates they touch.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { holidays } from '../../../db/schema/calendar';
import { dateField } from '../../../calendar/date-field';
import { validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { INT4_MAX } from '../../../validation/integers';
import { academicViews, sessionYearOn } from '../academics';
import { holidaySchema, type HolidayBody } from './schemas';
import { apiMessage } from '../../http/messages';

const query = listQuery(['start_date', 'title', 'id'], {
  session_year_id: z.coerce
    .number({ error: 'The session year must be a number.' })
    .int('The session year must be a whole number.')
    .positive('The session year must be a number.')
    .max(INT4_MAX, 'The session year does not exist.')
    .optional(),
  /** Holidays with a day on or after `from` and on or before `to` (a month of the calendar). */
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
});

export type HolidayRow = {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  description: string | null;
  session_year_id: number;
  session_year: string | null;
};

const sessionNames = academicViews.sessionYears;

const queries = queriesOf<HolidayRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: holidays.id,
        title: holidays.title,
        start_date: holidays.startDate,
        end_date: holidays.endDate,
        description: holidays.description,
        session_year_id: holidays.sessionYearId,
        session_year: sessionNames.name,
      })
      .from(holidays)
      .leftJoin(
        sessionNames,
        and(
          eq(sessionNames.schoolId, holidays.schoolId),
          eq(sessionNames.id, holidays.sessionYearId),
        ),
      ),
  countFrom: (db) => db.select({ id: holidays.id }).from(holidays),
  schoolId: holidays.schoolId,
  id: holidays.id,
  search: [holidays.title],
  sort: { start_date: holidays.startDate, title: holidays.title, id: holidays.id },
  defaultSort: 'start_date',
  filters: (p) => [
    p.session_year_id === undefined ? undefined : eq(holidays.sessionYearId, p.session_year_id),
    p.from === undefined ? undefined : gte(holidays.endDate, p.from),
    p.to === undefined ? undefined : lte(holidays.startDate, p.to),
  ],
});

/** The holiday's columns, with the session year its dates fall in (422 when none holds both). */
async function columns(tx: Executor, schoolId: number, body: HolidayBody) {
  const session = await sessionYearOn(tx, schoolId, body.start_date);
  if (!session)
    throw validationFailed({
      start_date: apiMessage('calendar.outsideSessions'),
    });
  if (body.end_date > session.endDate)
    throw validationFailed({
      end_date: apiMessage('calendar.endAfterSession', {
        session: session.name,
        endDate: session.endDate,
      }),
    });
  return {
    sessionYearId: session.id,
    title: body.title,
    startDate: body.start_date,
    endDate: body.end_date,
    description: body.description,
  };
}

export const holidayRoutes = resourceRoutes({
  path: '/holidays',
  tag: 'calendar',
  label: 'holiday',
  access: permissionsOf('holiday'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'holidays.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Title', value: (r) => r.title },
        { header: 'Start date', value: (r) => r.start_date },
        { header: 'End date', value: (r) => r.end_date },
        { header: 'Description', value: (r) => r.description ?? '' },
        { header: 'Session year', value: (r) => r.session_year ?? '' },
      ],
    },
  },
  get: queries.get,
  body: holidaySchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(holidays)
        .values({ schoolId, ...(await columns(tx, schoolId, body)) })
        .returning({ id: holidays.id }),
      'inserting one row into holidays',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    // Another school's id is a 404 before anything about the body is said.
    const [found] = await tx
      .select({ id: holidays.id })
      .from(holidays)
      .where(and(eq(holidays.schoolId, schoolId), eq(holidays.id, id)));
    if (!found) return false;
    const updated = await tx
      .update(holidays)
      .set({ ...(await columns(tx, schoolId, body)), updatedAt: new Date() })
      .where(and(eq(holidays.schoolId, schoolId), eq(holidays.id, id)))
      .returning({ id: holidays.id });
    return updated.length > 0;
  },
  usages: [],
  remove: async (tx, schoolId, id) => {
    await tx.delete(holidays).where(and(eq(holidays.schoolId, schoolId), eq(holidays.id, id)));
  },
});
