/**
 * Reading students: the searched, filtered list (on the shared list machinery; built to stay
 * fast in a school of 50,000: prefix matches on indexed lower-cased names and admission
 * numbers, never a scan with '%term%'), one student with guardians and history, and a
 * guardian's own children.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import type { Executor } from '../../../db/client';
import {
  guardianProfiles,
  studentGuardians,
  studentHistory,
  students,
} from '../../../db/schema/people';
import { STUDENT_STATUSES } from '../../../db/schema/people';
import { listQuery } from '../../http/list';
import { keyStartsWith, startsWith } from '../../http/prefix-search';
import { queriesOf, type QuerySpec } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicNames } from '../academics';
import { accountsView as accounts, userNamesView } from '../identity';

const optionalId = z.coerce.number().int().positive().max(INT4_MAX).optional();

export const studentListQuery = listQuery(
  ['name', 'admission_no', 'roll_number', 'admission_date', 'created_at'],
  {
    class_section_id: optionalId,
    session_year_id: optionalId,
    guardian_id: optionalId,
    status: z
      .enum(STUDENT_STATUSES, { error: 'The status must be active, left or alumni.' })
      .optional(),
  },
);
/** `registered`: the conditions of the filters other modules registered (student-list-filters.ts). */
export type StudentListParams = z.output<typeof studentListQuery> & { registered?: SQL[] };

/**
 * The prefixes a term is matched by: the term itself and, for "ali kh", also its first word
 * and the rest. A term in NFD splits as in NFC: a combining mark is never a space.
 */
export function studentSearchPrefixes(term: string): string[] {
  const [first, ...others] = term.split(/\s+/).filter(Boolean);
  return first !== undefined && others.length ? [term, first, others.join(' ')] : [term];
}

/**
 * "ali" matches first names, last names and admission numbers starting with it; "ali kh"
 * matches first name "ali…" with last name "kh…", or a first or last name starting with the
 * whole term. Names are compared by their keys (lib/text/name-key.ts: case, accents and
 * Unicode normalisation aside), so "lucja zolc" finds Łucja Żółć and "शर्मा" Ananya Sharma
 * written in Devanagari. Each arm is answered by one of the search indexes (which also hold
 * the first name's key and the id: see the schema), so a searched page reads the rows of its
 * own 20 only. The prefixes are studentSearchPrefixes'.
 */
export function studentSearchArms([term, firstWord, rest]: string[]): SQL[] {
  if (term === undefined)
    throw new Error(
      'studentSearchPrefixes gives the whole term first, and the shape is built from it',
    );
  if (firstWord !== undefined && rest !== undefined)
    return [
      and(
        keyStartsWith(students.firstNameKey, firstWord),
        keyStartsWith(students.lastNameKey, rest),
      ) as SQL,
      keyStartsWith(students.firstNameKey, term),
      keyStartsWith(students.lastNameKey, term),
    ];
  return [
    keyStartsWith(students.firstNameKey, term),
    keyStartsWith(students.lastNameKey, term),
    startsWith(students.admissionNo, term),
  ];
}

export function studentSearch(term: string | undefined): SQL | undefined {
  return term ? or(...studentSearchArms(studentSearchPrefixes(term))) : undefined;
}

const studentFields = {
  id: students.id,
  admission_no: students.admissionNo,
  roll_number: students.rollNumber,
  first_name: students.firstName,
  last_name: students.lastName,
  gender: students.gender,
  date_of_birth: students.dateOfBirth,
  admission_date: students.admissionDate,
  class_section_id: students.classSectionId,
  class_section_name: academicNames.classSection(students.schoolId, students.classSectionId),
  session_year_id: students.sessionYearId,
  session_year_name: academicNames.sessionYear(students.schoolId, students.sessionYearId),
  email: students.email,
  current_address: students.currentAddress,
  permanent_address: students.permanentAddress,
  photo: students.photo,
  status: students.status,
};

// The names are one-row sub-selects (academicNames), evaluated for the page's rows only.
const studentsWithNames = (db: Executor) => db.select(studentFields).from(students);

function guardianOf(guardianId: number) {
  return sql`exists (select 1 from ${studentGuardians} where ${studentGuardians.schoolId} = ${students.schoolId}
    and ${studentGuardians.studentId} = ${students.id} and ${studentGuardians.guardianUserId} = ${guardianId})`;
}

/** Exported for the test that holds the searched page's two paths to the same rows. */
export const studentQuerySpec = {
  select: studentsWithNames,
  countFrom: (db) => db.select({ id: students.id }).from(students),
  schoolId: students.schoolId,
  id: students.id,
  search: studentSearch,
  searchByIndex: {
    table: students,
    prefixes: studentSearchPrefixes,
    arms: studentSearchArms,
  },
  sort: {
    // By the first name's key, in code-point order on every database (see the schema).
    name: students.firstNameKey,
    admission_no: students.admissionNo,
    roll_number: students.rollNumber,
    admission_date: students.admissionDate,
    created_at: students.createdAt,
  },
  defaultSort: 'name',
  filters: (p: StudentListParams) => [
    p.class_section_id ? eq(students.classSectionId, p.class_section_id) : undefined,
    p.session_year_id ? eq(students.sessionYearId, p.session_year_id) : undefined,
    p.status ? eq(students.status, p.status) : undefined,
    p.guardian_id ? guardianOf(p.guardian_id) : undefined,
    ...(p.registered ?? []),
  ],
} satisfies QuerySpec<unknown, StudentListParams>;
const studentQueries = queriesOf(studentQuerySpec);

export type StudentRow = Awaited<ReturnType<typeof studentQueries.page>>[number];

export const studentList: ListDefinition<StudentRow, StudentListParams> = {
  query: studentListQuery,
  queries: studentQueries,
  csv: {
    fileName: 'students.csv',
    columns: [
      { header: 'Admission no.', value: (s) => s.admission_no },
      { header: 'Roll no.', value: (s) => s.roll_number },
      { header: 'First name', value: (s) => s.first_name },
      { header: 'Last name', value: (s) => s.last_name },
      { header: 'Gender', value: (s) => s.gender },
      { header: 'Date of birth', value: (s) => s.date_of_birth },
      { header: 'Admission date', value: (s) => s.admission_date },
      { header: 'Class-section', value: (s) => s.class_section_name },
      { header: 'Session', value: (s) => s.session_year_name },
      { header: 'E-mail', value: (s) => s.email },
      { header: 'Status', value: (s) => s.status },
    ],
  },
};

export async function studentGuardianList(db: Executor, schoolId: number, studentIds: number[]) {
  if (!studentIds.length) return [];
  return db
    .select({
      student_id: studentGuardians.studentId,
      user_id: accounts.id,
      full_name: accounts.fullName,
      email: accounts.email,
      phone: guardianProfiles.phone,
      occupation: guardianProfiles.occupation,
      relation: studentGuardians.relation,
      is_primary: studentGuardians.isPrimary,
    })
    .from(studentGuardians)
    .innerJoin(
      accounts,
      and(
        eq(accounts.schoolId, studentGuardians.schoolId),
        eq(accounts.id, studentGuardians.guardianUserId),
      ),
    )
    .leftJoin(
      guardianProfiles,
      and(
        eq(guardianProfiles.schoolId, accounts.schoolId),
        eq(guardianProfiles.userId, accounts.id),
      ),
    )
    .where(
      and(eq(studentGuardians.schoolId, schoolId), inArray(studentGuardians.studentId, studentIds)),
    )
    .orderBy(desc(studentGuardians.isPrimary), asc(accounts.fullName));
}

export async function studentHistoryOf(db: Executor, schoolId: number, studentId: number) {
  const byUser = userNamesView('by_user');
  return db
    .select({
      id: studentHistory.id,
      event: studentHistory.event,
      on_date: studentHistory.onDate,
      from_class_section_id: studentHistory.fromClassSectionId,
      to_class_section_id: studentHistory.toClassSectionId,
      from_session_year_id: studentHistory.fromSessionYearId,
      to_session_year_id: studentHistory.toSessionYearId,
      from_status: studentHistory.fromStatus,
      to_status: studentHistory.toStatus,
      note: studentHistory.note,
      by: byUser.name,
    })
    .from(studentHistory)
    .leftJoin(
      byUser,
      and(eq(byUser.schoolId, studentHistory.schoolId), eq(byUser.id, studentHistory.byUserId)),
    )
    .where(and(eq(studentHistory.schoolId, schoolId), eq(studentHistory.studentId, studentId)))
    .orderBy(asc(studentHistory.onDate), asc(studentHistory.id));
}

/** One student with guardians and history; undefined when not the school's. */
export async function studentProfile(db: Executor, schoolId: number, id: number) {
  const student = await studentQueries.get(db, schoolId, id);
  if (!student) return undefined;
  return {
    ...student,
    guardians: await studentGuardianList(db, schoolId, [id]),
    history: await studentHistoryOf(db, schoolId, id),
  };
}

/** Whether `guardianUserId` is a guardian of the student (a guardian's reads are scoped by it). */
export async function isGuardianOf(
  db: Executor,
  schoolId: number,
  guardianUserId: number,
  studentId: number,
) {
  const [row] = await db
    .select({ id: studentGuardians.studentId })
    .from(studentGuardians)
    .where(
      and(
        eq(studentGuardians.schoolId, schoolId),
        eq(studentGuardians.studentId, studentId),
        eq(studentGuardians.guardianUserId, guardianUserId),
      ),
    );
  return Boolean(row);
}

export async function childrenOf(db: Executor, schoolId: number, guardianUserId: number) {
  return studentsWithNames(db)
    .where(and(eq(students.schoolId, schoolId), guardianOf(guardianUserId)))
    .orderBy(asc(students.firstNameKey), asc(students.id))
    .limit(50);
}
