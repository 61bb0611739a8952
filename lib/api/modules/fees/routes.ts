/**
 * GET /api/fees/fee-summary: fee totals of a session year (the default one when none is
 * named). Until collection exists, the figures are those of the fee structures themselves.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import { fees } from '../../../db/schema/fees';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { sessionYearOrDefault } from '../academics';

const summaryQuery = z.object({
  session_year_id: z.coerce
    .number({ error: 'The session year must be a number.' })
    .int('The session year must be a whole number.')
    .positive('The session year must be a positive number.')
    .max(INT4_MAX, 'The session year does not exist.')
    .optional(),
});

export const feeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fees/fee-summary',
    tag: 'fees',
    summary: 'Fee totals for a session year, in minor units of the school currency',
    // School-wide totals: a Guardian's fees-list is about their own children only.
    access: access.schoolWide('fees-list'),
    query: summaryQuery,
    handler: async ({ db, caller, query }) => {
      const schoolId = caller.school.id;
      const session = await sessionYearOrDefault(db, schoolId, query.session_year_id);
      const [totals] = await db
        .select({
          structures: count(),
          total: sql<number>`coalesce(sum(${fees.totalAmount}), 0)`.mapWith(Number),
          classes: sql<number>`count(distinct ${fees.classId})`.mapWith(Number),
        })
        .from(fees)
        .where(and(eq(fees.schoolId, schoolId), eq(fees.sessionYearId, session.id)));
      return envelope({
        session_year_id: session.id,
        session_year_name: session.name,
        currency: caller.format.currency,
        fee_structures: totals.structures,
        classes_with_fees: totals.classes,
        total_fees: totals.total,
      });
    },
  }),
];
