/**
 * How to get a timetable row in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): a room with a body its update accepts, and a teacher (people's
 * own fixture) for the calendar link's routes.
 */
import { sql } from 'drizzle-orm';
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';
import { foreignRows as peopleRows } from '../../people/test-support/foreign-rows';

export const foreignRows: ForeignRowsOf = {
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
