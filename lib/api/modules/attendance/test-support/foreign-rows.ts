/**
 * How to get an existing row of each resource attendance's routes name, for the generated
 * cross-school suite (lib/api/cross-school.test.ts).
 */
import { unique, type TestApi } from '../../../test-support/harness';
import { post, student, type As, type ForeignRowsOf } from '../../../test-support/fixtures';

let seq = 0;
/** A code of the school's own: a unique name and a unique short code (at most 4 characters). */
const codeBody = async () => ({
  name: unique('Code'),
  code: `Z${(seq++ % 999).toString(36)}`,
  colour: '#123456',
  counts_as: 'excluded',
});

export const foreignRows: ForeignRowsOf = {
  // A student's attendance history (GET /student-attendance/students/:id).
  students: { create: student },
  'attendance-codes': {
    create: async (t: TestApi, as: As) => post(t, as, '/attendance-codes', await codeBody()),
    bodies: { 'PUT /attendance-codes/:id': codeBody },
  },
};
