/**
 * How to get an existing row of each resource of private files in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { student, photoForm, type ForeignRowsOf } from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  // A private file: a student's photo, named by the URL the upload answers with.
  files: {
    create: async (t, as) => {
      const id = await student(t, as);
      const res = await t.call('POST', `/api/students/${id}/photo`, {
        ...as,
        body: await photoForm(),
      });
      return String(res.body.data.photo).slice('/api/files/'.length);
    },
  },
};
