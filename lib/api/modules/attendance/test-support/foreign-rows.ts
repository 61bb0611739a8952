/**
 * How to get an existing row of each resource attendance's routes name, for the generated
 * cross-school suite (lib/api/cross-school.test.ts).
 */
import { student, type ForeignRowsOf } from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  // A student's attendance history (GET /student-attendance/students/:id).
  students: { create: student },
};
