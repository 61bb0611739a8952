/**
 * How to get an existing row of each resource of backups in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { makeBackup } from '../test-support';
import { type ForeignRowsOf } from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  // A finished backup of the school (made through the API, its archive on disk).
  backups: { create: async (t, as) => (await makeBackup(t, as)).id },
};
