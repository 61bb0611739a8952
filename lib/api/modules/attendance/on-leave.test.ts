/** markOnLeave, as the leave module calls it inside its approval transaction. */
import { and, eq } from 'drizzle-orm';
import {
  attendanceCodes,
  schools,
  staffAttendance,
  studentAttendance,
  studentAttendanceTotals,
  users,
} from '../../../db/schema';
import type { TestApi } from '../../test-support/harness';
import { make, startAsAdmin, type As } from '../academics/test-support/factories';
import { metaIds, sectionOf, studentBody } from '../people/test-support';
import { markOnLeave } from '.';
import { defined } from '../../../test-support/defined';
import { codeIdsByName } from './test-support/helpers';

let t: TestApi;
let as: As;
let schoolId: number;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  schoolId = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school').id);
  await make(t, as, '/api/holidays', {
    title: 'Diwali',
    start_date: '2026-11-10',
    end_date: '2026-11-10',
    description: null,
  });
});
afterAll(() => t.close());

test("a student's leave fills unmarked and absent days, keeps a day present by hand, skips the holiday", async () => {
  const ids = await metaIds(t, as.token, as.school);
  const cs = sectionOf(ids, 0);
  const session = ids.sessions.find((s) => s.default === 1)!;
  const student = await make(t, as, '/api/students', studentBody(cs.id));
  const codes = await codeIdsByName(t, schoolId);
  const code = (name: string) => defined(codes.get(name), `the ${name} code`);
  await t.handle.db.insert(studentAttendance).values([
    {
      schoolId,
      studentId: student.id,
      date: '2026-11-11',
      sessionYearId: session.id,
      classSectionId: cs.id,
      codeId: code('Absent'),
    },
    {
      schoolId,
      studentId: student.id,
      date: '2026-11-12',
      sessionYearId: session.id,
      classSectionId: cs.id,
      codeId: code('Present'),
    },
  ]);
  const result = await t.handle.db.transaction((tx) =>
    markOnLeave(tx, {
      schoolId,
      person: { kind: 'student', id: student.id },
      dates: ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'],
      remark: 'Sick leave',
    }),
  );
  expect(result.skipped).toEqual(['2026-11-10']);
  expect(result.kept).toEqual([{ date: '2026-11-12', status: 'present' }]);
  const rows = await t.handle.db
    .select({
      date: studentAttendance.date,
      status: attendanceCodes.builtin,
      remark: studentAttendance.remark,
    })
    .from(studentAttendance)
    .innerJoin(
      attendanceCodes,
      and(
        eq(attendanceCodes.schoolId, studentAttendance.schoolId),
        eq(attendanceCodes.id, studentAttendance.codeId),
      ),
    )
    .where(
      and(eq(studentAttendance.schoolId, schoolId), eq(studentAttendance.studentId, student.id)),
    )
    .orderBy(studentAttendance.date);
  expect(rows).toEqual([
    { date: '2026-11-09', status: 'on_leave', remark: 'Sick leave' },
    { date: '2026-11-11', status: 'on_leave', remark: 'Sick leave' },
    { date: '2026-11-12', status: 'present', remark: null },
  ]);
  // The class-section's day totals follow the rows.
  const [totals] = await t.handle.db
    .select()
    .from(studentAttendanceTotals)
    .where(
      and(
        eq(studentAttendanceTotals.schoolId, schoolId),
        eq(studentAttendanceTotals.classSectionId, cs.id),
        eq(studentAttendanceTotals.date, '2026-11-11'),
      ),
    );
  // On leave counts as absent (the seeded code's counts_as), as the percentage counted it before.
  expect(totals).toMatchObject({ marked: 1, absent: 1, present: 0 });
});

test("a staff member's leave: half days and days without pay", async () => {
  const teacher = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, 'teacher@riverside.test')))
    .then((rows) => defined(rows[0], 'the riverside teacher'));
  const ids = await metaIds(t, as.token, as.school);
  const session = ids.sessions.find((s) => s.default === 1)!;
  const result = await t.handle.db.transaction((tx) =>
    markOnLeave(tx, {
      schoolId,
      sessionYearId: session.id,
      person: { kind: 'staff', id: teacher.id },
      dates: [
        { date: '2026-11-16', portion: 'full' },
        { date: '2026-11-17', portion: 'second_half', withoutPay: true },
      ],
      remark: 'Casual leave',
    }),
  );
  expect(result.write).toHaveLength(2);
  const rows = await t.handle.db
    .select({
      date: staffAttendance.date,
      status: staffAttendance.status,
      withoutPay: staffAttendance.withoutPay,
    })
    .from(staffAttendance)
    .where(and(eq(staffAttendance.schoolId, schoolId), eq(staffAttendance.userId, teacher.id)))
    .orderBy(staffAttendance.date);
  expect(rows).toEqual([
    { date: '2026-11-16', status: 'on_leave', withoutPay: false },
    { date: '2026-11-17', status: 'half_day', withoutPay: true },
  ]);
});
