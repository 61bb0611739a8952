/**
 * How to get an existing row of each resource of notifications in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts): an in-app notification of the
 * School Admin, written as the in-app channel writes it (no route creates one).
 */
import type { ForeignRowsOf } from '../../../test-support/fixtures';
import { inAppNotice } from './inbox';

export const foreignRows: ForeignRowsOf = {
  notifications: { create: (t, as) => inAppNotice(t, as) },
};
