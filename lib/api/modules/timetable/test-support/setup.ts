/**
 * A shift ready for timetables, made through the API as a School Admin: a bell schedule for
 * Monday to Friday (three periods and a break), a class of the shift with two class-sections,
 * two subjects taught there, each by a teacher of its own made for the setup (so another
 * test's timetables never clash with these), and a room.
 */
import { subjectTeachers } from '../../../../db/schema';
import { createUser, roleIdByName } from '../../identity/users';
import { unique, type TestApi } from '../../../test-support/harness';
import {
  make,
  makeClass,
  makeSection,
  makeSubject,
  type As,
} from '../../academics/test-support/factories';
import { schoolIdOf } from '../../attendance/test-support/helpers';

export const PERIODS = [
  { name: 'Period 1', kind: 'period', start_time: '09:00', end_time: '09:45' },
  { name: 'Period 2', kind: 'period', start_time: '09:45', end_time: '10:30' },
  { name: 'Break', kind: 'break', start_time: '10:30', end_time: '10:45' },
  { name: 'Period 3', kind: 'period', start_time: '10:45', end_time: '11:30' },
];

/** A new user of the Teacher role; `email` to sign in as them (password Schola-demo-1). */
export async function makeTeacher(t: TestApi, schoolId: number, fullName = unique('Teacher')) {
  const teacherRole = await roleIdByName(t.handle.db, schoolId, 'Teacher');
  const email = `${unique('t')}@example.test`;
  const id = await createUser(t.handle.db, schoolId, {
    email,
    fullName,
    password: 'Schola-demo-1',
    roleIds: teacherRole ? [teacherRole] : [],
  });
  return { id, email };
}

export async function timetableSetup(t: TestApi, as: As) {
  const schoolId = await schoolIdOf(t, as.school);
  const shift = await make(t, as, '/api/shifts', {
    name: unique('Shift'),
    start_time: '08:00',
    end_time: '14:00',
  });
  const plan = await make(t, as, '/api/bell-schedules', {
    name: unique('Weekdays'),
    shift_id: shift.id,
    days: [1, 2, 3, 4, 5],
    periods: PERIODS,
  });
  const periods = (plan.periods as { id: number; kind: string }[]).filter(
    (p) => p.kind === 'period',
  );
  const cls = await makeClass(t, as, { shift_id: shift.id });
  const sectionA = await makeSection(t, as);
  const sectionB = await makeSection(t, as);
  const csA = await make(t, as, '/api/class-sections', {
    class_id: cls.id,
    section_id: sectionA.id,
  });
  const csB = await make(t, as, '/api/class-sections', {
    class_id: cls.id,
    section_id: sectionB.id,
  });
  const maths = await makeSubject(t, as);
  const art = await makeSubject(t, as);
  await make(t, as, '/api/class-subjects', {
    class_id: cls.id,
    type: 'Compulsory',
    subject_ids: [maths.id, art.id],
  });
  const listed = await t.call('GET', `/api/class-subjects?class_id=${cls.id}`, as);
  const rows = listed.body.data as { id: number; subject_id: number }[];
  const classSubject = (subject: number) =>
    rows.find((r) => r.subject_id === subject)?.id as number;
  const mathsTeacher = await makeTeacher(t, schoolId, unique('Maths Teacher'));
  const artTeacher = await makeTeacher(t, schoolId, unique('Art Teacher'));
  await t.handle.db.insert(subjectTeachers).values([
    { schoolId, classSubjectId: classSubject(maths.id), teacherUserId: mathsTeacher.id },
    { schoolId, classSubjectId: classSubject(art.id), teacherUserId: artTeacher.id },
  ]);
  const room = await make(t, as, '/api/rooms', { name: unique('Room'), capacity: 40 });
  return {
    schoolId,
    shift,
    plan,
    periods: periods.map((p) => p.id) as [number, number, number],
    cls,
    csA,
    csB,
    maths: {
      subjectId: maths.id,
      classSubjectId: classSubject(maths.id),
      teacher: mathsTeacher.id,
      email: mathsTeacher.email,
    },
    art: {
      subjectId: art.id,
      classSubjectId: classSubject(art.id),
      teacher: artTeacher.id,
      email: artTeacher.email,
    },
    room,
  };
}

export type Setup = Awaited<ReturnType<typeof timetableSetup>>;
