/**
 * Riverside's demo guardian with a child in a fresh class-section (the setup's first) that has
 * one lesson in force from today: what a guardian's reading of timetables is tested on.
 */
import { studentGuardians } from '../../../../db/schema';
import type { TestApi } from '../../../test-support/harness';
import { make, type As } from '../../academics/test-support/factories';
import { schoolIdOf, schoolToday, userIdOf } from '../../attendance/test-support/helpers';
import { studentBody } from '../../people/test-support';
import { timetableSetup } from './setup';

export async function guardianWithAChild(t: TestApi, riverside: As) {
  const s = await timetableSetup(t, riverside);
  const lesson = { day: 1, period_id: s.periods[0], class_subject_id: s.art.classSubjectId };
  const saved = await t.call('PUT', `/api/timetables?class_section_id=${s.csA.id}`, {
    ...riverside,
    body: { effective_from: await schoolToday(t, riverside), cells: [lesson] },
  });
  if (saved.status !== 200) throw new Error(`timetable not saved: ${JSON.stringify(saved.body)}`);
  const child = await make(t, riverside, '/api/students', studentBody(s.csA.id));
  await t.handle.db.insert(studentGuardians).values({
    schoolId: await schoolIdOf(t, 'riverside'),
    studentId: child.id as number,
    guardianUserId: await userIdOf(t, 'riverside', 'guardian@riverside.test'),
    relation: 'mother',
  });
  const guardian: As = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  return { s, lesson, guardian };
}
