/**
 * Admitting a student: admission number (given, or from the school's pattern), roll number
 * (given, or next in the class-section and session), guardians found or created by e-mail,
 * and the admission written to the student's history. Runs inside the caller's transaction;
 * used by POST /api/students and by accepting an application.
 */
import { and, eq, like, max, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  admissionInquiries,
  studentGuardians,
  studentHistory,
  students,
} from '../../../db/schema/people';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { findOrCreateGuardian, guardianRoleId } from './guardian-accounts';
import { peopleSetting, requireClassSection, requireSession } from './lookups';
import {
  admissionNumberMatcher,
  formatAdmissionNumber,
  guardianListErrors,
  studentDateProblems,
  nextSequence,
} from './rules';
import type { AdmitStudent } from './student-schemas';
import { assertRoomForStudents } from './plan-limits';
import { runAdmissionHooks } from './admission-hooks';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'students_school_admission_no_unique',
  'admission_no',
  apiMessage('people.admissionNoTaken'),
);
reportUniqueViolationOn(
  'students_roll_number_unique',
  'roll_number',
  apiMessage('people.rollNumberTaken'),
);
reportUniqueViolationOn(
  'students_school_email_unique',
  'email',
  apiMessage('people.studentEmailTaken'),
);

/** The next admission number of the school's pattern for the admission year. */
export async function nextAdmissionNumber(tx: Executor, schoolId: number, year: number) {
  const pattern = await peopleSetting(tx, schoolId, 'admission_number_pattern');
  const matcher = admissionNumberMatcher(pattern, year);
  // Only numbers sharing the pattern's literal start can match; the prefix keeps the read
  // small and indexed (students_school_admission_no_unique).
  const [prefix = ''] = formatAdmissionNumber(pattern, year, 0).split(/\d*$/);
  const literalPrefix = pattern.startsWith('{SEQ') ? '' : prefix.replace(/[\\%_]/g, '\\$&');
  const rows = await tx
    .select({ no: students.admissionNo })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), like(students.admissionNo, `${literalPrefix}%`)));
  return formatAdmissionNumber(
    pattern,
    year,
    nextSequence(
      rows.map((r) => r.no),
      matcher,
    ),
  );
}

export async function nextRollNumber(
  tx: Executor,
  schoolId: number,
  classSectionId: number,
  sessionYearId: number,
) {
  const [row] = await tx
    .select({ top: max(students.rollNumber) })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, classSectionId),
        eq(students.sessionYearId, sessionYearId),
      ),
    );
  return (row?.top ?? 0) + 1;
}

export async function admitStudent(
  tx: Executor,
  schoolId: number,
  input: AdmitStudent,
  byUserId: number,
  /** Today in the school's time zone: the default admission date and the limit of any date. */
  today: IsoDate,
): Promise<{ studentId: number; guardians: GuardianAccount[] }> {
  await assertRoomForStudents(tx, schoolId, 1);
  const admissionDate = input.admission_date ?? today;
  const problems = {
    ...studentDateProblems(
      { date_of_birth: input.date_of_birth, admission_date: admissionDate },
      today,
    ),
    ...guardianListErrors(input.guardians),
  };
  if (Object.keys(problems).length) throw validationFailed(problems);
  await requireClassSection(tx, schoolId, input.class_section_id);
  const session = await requireSession(tx, schoolId, input.session_year_id);
  const admissionNo =
    input.admission_no ??
    (await nextAdmissionNumber(tx, schoolId, Number(admissionDate.slice(0, 4))));
  const rollNumber =
    input.roll_number ?? (await nextRollNumber(tx, schoolId, input.class_section_id, session.id));
  const student = oneRow(
    await tx
      .insert(students)
      .values({
        schoolId,
        admissionNo,
        rollNumber,
        firstName: input.first_name,
        lastName: input.last_name,
        gender: input.gender,
        dateOfBirth: input.date_of_birth,
        admissionDate,
        classSectionId: input.class_section_id,
        sessionYearId: session.id,
        email: input.email,
        currentAddress: input.current_address,
        permanentAddress: input.permanent_address,
      })
      .returning({ id: students.id }),
    'inserting one row into students',
  );
  const guardians = await linkGuardians(tx, schoolId, student.id, input.guardians);
  if (input.inquiry_id) {
    await tx
      .update(admissionInquiries)
      .set({ status: 'converted', updatedAt: sql`now()` })
      .where(
        and(eq(admissionInquiries.schoolId, schoolId), eq(admissionInquiries.id, input.inquiry_id)),
      );
  }
  await tx.insert(studentHistory).values({
    schoolId,
    studentId: student.id,
    event: 'admission',
    toClassSectionId: input.class_section_id,
    toSessionYearId: session.id,
    toStatus: 'active',
    onDate: admissionDate,
    byUserId,
  });
  await runAdmissionHooks(tx, {
    schoolId,
    students: [
      { studentId: student.id, classSectionId: input.class_section_id, sessionYearId: session.id },
    ],
    today,
    byUserId,
  });
  return { studentId: student.id, guardians };
}

/** A linked guardian's account, and whether this link created it. */
export type GuardianAccount = { userId: number; created: boolean };

/**
 * Replaces a student's guardians by the given list (found or created by e-mail): their
 * accounts, in the list's order.
 */
export async function linkGuardians(
  tx: Executor,
  schoolId: number,
  studentId: number,
  guardians: AdmitStudent['guardians'],
): Promise<GuardianAccount[]> {
  const accounts: GuardianAccount[] = [];
  const roleId = await guardianRoleId(tx, schoolId);
  await tx
    .delete(studentGuardians)
    .where(and(eq(studentGuardians.schoolId, schoolId), eq(studentGuardians.studentId, studentId)));
  for (const g of guardians) {
    const { userId, created } = await findOrCreateGuardian(tx, schoolId, g, roleId);
    accounts.push({ userId, created });
    await tx.insert(studentGuardians).values({
      schoolId,
      studentId,
      guardianUserId: userId,
      relation: g.relation,
      isPrimary: g.is_primary,
    });
  }
  await tx
    .update(students)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(students.schoolId, schoolId), eq(students.id, studentId)));
  return accounts;
}
