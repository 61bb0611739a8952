/**
 * How to get a timetable row in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): a room with a body its update accepts, and a teacher (people's
 * own fixture) for the calendar link's routes.
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';
import { foreignRows as peopleRows } from '../../people/test-support/foreign-rows';

export const foreignRows: ForeignRowsOf = {
  rooms: {
    create: (t, as) => post(t, as, '/rooms', { name: unique('Room') }),
    bodies: { 'PUT /rooms/:id': async () => ({ name: unique('Room') }) },
  },
  teachers: { create: (t, as) => peopleRows.teachers!.create(t, as) },
};
