/**
 * How to get a timetable row in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): a room and a bell schedule (for classes without a shift, on
 * a weekday of its own so plans never collide) with bodies their updates accept, and a teacher
 * (people's own fixture) for the calendar link's routes.
 */
import { sql } from 'drizzle-orm';
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
  // A solver's draft of the school's first class-section, as the job writes it.
  versions: {
    create: async (t, as) => {
      const result = await t.handle.db.execute(sql`insert into timetable_versions
          (school_id, class_section_id, effective_from, status, source)
        select cs.school_id, cs.id, '2031-01-06', 'draft', 'solver'
        from class_sections cs join schools s on s.id = cs.school_id
        where s.subdomain = ${as.school} order by cs.id limit 1 returning id::int as id`);
      return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    },
  },
  unavailability: {
    create: async (t, as) => {
      const teacher = await peopleRows.teachers!.create(t, as);
      return await post(t, as, '/timetables/unavailability', {
        teacher_user_id: teacher,
        day: 2,
        start_time: '09:00',
        end_time: '10:00',
      });
    },
  },
};
