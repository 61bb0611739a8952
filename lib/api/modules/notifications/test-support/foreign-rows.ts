/**
 * How to get an existing row of each resource of notifications in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts): an in-app notification of the
 * School Admin, written as the in-app channel writes it (no route creates one); a delivery that
 * failed for good (the log's retry).
 */
import type { ForeignRowsOf } from '../../../test-support/fixtures';
import { failedDelivery, inAppNotice } from './inbox';

export const foreignRows: ForeignRowsOf = {
  notifications: { create: (t, as) => inAppNotice(t, as) },
  'notification-log': { create: (t, as) => failedDelivery(t, as) },
};
