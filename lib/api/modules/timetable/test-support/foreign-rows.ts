/**
 * How to get a timetable row in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): a room and a bell schedule (for classes without a shift, on
 * a weekday of its own so plans never collide) with bodies their updates accept, and a teacher
 * (people's own fixture) for the calendar link's routes.
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';
import { foreignRows as peopleRows } from '../../people/test-support/foreign-rows';

/** A one-period plan of classes without a shift for Sunday, named anew each time. */
const bellPlan = async () => ({
  name: unique('Bells'),
  shift_id: null,
  days: [7],
  periods: [{ name: 'P1', kind: 'period', start_time: '08:00', end_time: '08:40' }],
});

export const foreignRows: ForeignRowsOf = {
  'bell-schedules': {
    // Each school's own Sunday plan: a second one for the same day would be refused.
    create: async (t, as) => {
      const mine = await t.call('GET', '/api/bell-schedules', as);
      const sunday = (
        mine.body.data as { id: number; shift_id: number | null; days: number[] }[]
      ).find((p) => p.shift_id === null && p.days.includes(7));
      return sunday?.id ?? post(t, as, '/bell-schedules', await bellPlan());
    },
    bodies: { 'PUT /bell-schedules/:id': bellPlan },
  },
  rooms: {
    create: (t, as) => post(t, as, '/rooms', { name: unique('Room') }),
    bodies: { 'PUT /rooms/:id': async () => ({ name: unique('Room') }) },
  },
  teachers: { create: (t, as) => peopleRows.teachers!.create(t, as) },
};
