/**
 * What the timetable screens choose from, in one read (`GET /api/timetables/choices`): the
 * class-sections, every class-subject with its subject and teachers (the editor's palette),
 * the rooms, the teachers and the shifts. With timetable-list alone, not the whole academic set-up's
 * permissions: a teacher picks a class-section to read here without `class-list`; a guardian
 * gets their children's class-sections only.
 */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { timetableShifts } from '../academics';
import { readableSections } from './guardian-share';
import { readFacts, userNames } from './store';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export const choiceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables/choices',
    tag: 'timetable',
    summary:
      'What the timetable screens choose from: class_sections {id, name, class_id}, class_subjects {id, class_id, subject, teachers}, rooms, teachers and shifts {id, name}; a guardian only their children’s class-sections',
    access: access.permission('timetable-list'),
    handler: async ({ db, caller }) => {
      const facts = await readFacts(db, caller.school.id);
      // A guardian picks among their children's class-sections, and needs nothing else.
      const readable = await readableSections(db, caller);
      if (readable)
        return envelope({
          class_sections: [...facts.sections.values()]
            .filter((s) => readable.has(s.id))
            .map((s) => ({ id: s.id, name: s.name, class_id: s.classId })),
          class_subjects: [],
          rooms: [],
          teachers: [],
          shifts: [],
        });
      const teacherIds = [...new Set([...facts.teachers.values()].flat())];
      const [names, shifts] = await Promise.all([
        userNames(db, caller.school.id, teacherIds),
        timetableShifts(db, caller.school.id),
      ]);
      const person = (id: number) => ({ id, name: names.get(id) ?? '' });
      return envelope({
        class_sections: [...facts.sections.values()].map((s) => ({
          id: s.id,
          name: s.name,
          class_id: s.classId,
        })),
        class_subjects: [...facts.classSubjects.values()]
          .map((cs) => ({
            id: cs.id,
            class_id: cs.classId,
            subject: cs.subject,
            teachers: (facts.teachers.get(cs.id) ?? []).map(person),
          }))
          .sort((a, b) => a.subject.localeCompare(b.subject)),
        rooms: [...facts.rooms].map(([id, name]) => ({ id, name })).sort(byName),
        teachers: teacherIds.map(person).sort(byName),
        shifts,
      });
    },
  }),
];
