/**
 * How to get an existing certificate in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): a bonafide certificate issued to a student of its own.
 */
import { post, student, type ForeignRowsOf } from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  certificates: {
    create: async (t, as) =>
      post(t, as, '/certificates', { student_id: await student(t, as), kind: 'bonafide' }),
  },
};
