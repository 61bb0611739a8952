/**
 * GET /api/students/{id}/fees?as_of=&session_year_id=: a student's dues by installment with
 * waivers, payments and the late fee as of the date, the payments with their receipts, and
 * the balance. The collect screen's data, and a guardian's view of their own child.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { todayIn } from '../../../calendar';
import { envelope } from '../../http/envelope';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { studentFees } from './ledger';
import { feeId } from './schemas';
import { readableStudent } from './student-access';

const query = z.object({
  as_of: dateField('date').optional(),
  session_year_id: feeId('session year').optional(),
});

export const studentFeesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/students/:id/fees',
    tag: 'fees',
    summary:
      "A student's dues, late fees, waivers, payments and balance as of a date (a guardian: their own children)",
    access: access.permission('fees-list'),
    query,
    handler: async ({ db, caller, params, query }) => {
      const student = await readableStudent(db, caller, parseId(params.id, 'student'));
      const asOf = query.as_of ?? todayIn(caller.format.timeZone);
      const sessionYearId = query.session_year_id ?? student.session_year_id;
      const fees = await studentFees(db, caller.school.id, student.id, sessionYearId, asOf);
      return envelope({
        student,
        as_of: asOf,
        session_year_id: sessionYearId,
        currency: caller.format.currency,
        ...fees,
      });
    },
  }),
];
