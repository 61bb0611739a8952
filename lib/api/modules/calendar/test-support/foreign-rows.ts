/**
 * How to get an existing row of each resource of holidays in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';

const holidayBody = () => ({
  title: unique('Holiday'),
  start_date: '2026-12-24',
  end_date: '2026-12-26',
  description: null,
});

export const foreignRows: ForeignRowsOf = {
  // In both demo schools' default session years.
  holidays: {
    create: (t, as) => post(t, as, '/holidays', holidayBody()),
    bodies: { 'PUT /holidays/:id': async () => holidayBody() },
  },
};
