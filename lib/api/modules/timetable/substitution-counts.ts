/**
 * The covers history (`GET /api/substitutions/counts?from=&to=`): how many lessons each
 * teacher covered between two dates (this month so far by default), most first, so the office
 * shares covers fairly.
 */
import { and, between, count, desc, eq } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import { dateField } from '../../../calendar/date-field';
import { substitutions } from '../../../db/schema/timetable';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { userNames } from './store';

const countsQuery = z.object({
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
});

export const substitutionCountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/substitutions/counts',
    tag: 'timetable',
    summary:
      'How many lessons each teacher covered from from (the first of this month by default) to to (today by default): teachers {user_id, name, covers}, most first',
    access: access.permission('substitution-manage'),
    query: countsQuery,
    handler: async ({ db, caller, query }) => {
      const today = todayIn(caller.format.timeZone);
      const to = query.to ?? today;
      const from = query.from ?? `${to.slice(0, 8)}01`;
      if (to < from) throw validationFailed({ to: apiMessage('attendance.toBeforeFrom') });
      const schoolId = caller.school.id;
      const rows = await db
        .select({ userId: substitutions.substituteUserId, covers: count() })
        .from(substitutions)
        .where(and(eq(substitutions.schoolId, schoolId), between(substitutions.date, from, to)))
        .groupBy(substitutions.substituteUserId)
        .orderBy(desc(count()));
      const names = await userNames(
        db,
        schoolId,
        rows.map((r) => r.userId),
      );
      return envelope({
        from,
        to,
        teachers: rows.map((r) => ({
          user_id: r.userId,
          name: names.get(r.userId) ?? '',
          covers: Number(r.covers),
        })),
      });
    },
  }),
];
