/**
 * How to get an existing row of each resource of leave in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { addDays } from '../../../../calendar/dates';
import { unique, type TestApi } from '../../../test-support/harness';
import { post, type ForeignRowsOf, type As } from '../../../test-support/fixtures';

async function leaveTypeBody(t: TestApi, as: As) {
  const roles = await t.call('GET', '/api/roles?search=Teacher', as);
  const teacher = roles.body.data.find((r: { name: string }) => r.name === 'Teacher');
  return {
    name: unique('Leave'),
    code: unique('L').slice(0, 10),
    allocated_days: 5,
    role_ids: [teacher.id],
  };
}
let leaveWeek = 0;
/** The School Admin's own leave, a Tuesday and Wednesday of a later week each time (never overlapping). */
async function leave(t: TestApi, as: As): Promise<number> {
  const types = await t.call('GET', '/api/leave-types?search=CL', as);
  const start = addDays('2026-06-02', 7 * leaveWeek++);
  return post(t, as, '/leaves', {
    leave_type_id: types.body.data.find((r: { code: string }) => r.code === 'CL').id,
    start_date: start,
    end_date: addDays(start, 1),
    reason: 'Cross-school check',
  });
}

export const foreignRows: ForeignRowsOf = {
  // A staff member of the school: the School Admin themself (GET /staff/:id/leave-balances).
  staff: {
    create: async (t, as) => (await t.call('GET', '/api/me', as)).body.data.user.id,
  },
  'leave-types': {
    create: async (t, as) => post(t, as, '/leave-types', await leaveTypeBody(t, as)),
    bodies: { 'PUT /leave-types/:id': leaveTypeBody },
  },
  leaves: {
    create: leave,
    bodies: {
      'POST /leaves/:id/approve': async () => ({}),
      'POST /leaves/:id/reject': async () => ({ comment: 'No' }),
      'POST /leaves/:id/cancel': async () => ({}),
    },
  },
};
