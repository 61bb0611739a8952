/**
 * How to get an existing row of each resource of announcements in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';

const announcementBody = async () => ({
  title: unique('Notice'),
  body: 'Hello',
  audience: 'school',
  publish_date: '2026-06-01',
});

export const foreignRows: ForeignRowsOf = {
  announcements: {
    create: async (t, as) => post(t, as, '/announcements', await announcementBody()),
    bodies: { 'PUT /announcements/:id': announcementBody },
  },
};
