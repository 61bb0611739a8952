/**
 * /api/students: list (search, filters, pages), admit, read one (a guardian reads only their
 * own children; anyone else without student-view/-list is refused), edit, change status
 * (left/alumni/active, with history), replace guardians, upload a photo. A student is never
 * deleted: DELETE marks them as left.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { studentHistory, students } from '../../../db/schema/people';
import { storePrivateFile } from '../../../storage/files';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFound, validationFailed } from '../../http/errors';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { photoSchema } from '../identity/account-schemas';
import { storablePhoto } from '../../../storage/image-resize';
import { recordChange, storedRow } from '../../http/audit';
import { admitStudent, linkGuardians } from './admission';
import { todayIn, type IsoDate } from '../../../calendar';
import { guardianListErrors, studentDateProblems } from './rules';
import {
  admitStudentSchema,
  studentGuardiansSchema,
  studentStatusSchema,
  updateStudentSchema,
} from './student-schemas';
import {
  childrenOf,
  isGuardianOf,
  studentList,
  studentListQuery,
  studentProfile,
  type StudentListParams,
  type StudentRow,
} from './student-queries';
import {
  recordFieldColumns,
  withRecordFields,
  withRecordFieldsOne,
  writeGuardianRowFields,
  writeRecordFields,
} from './record-fields';
import { registeredFilterConditions, withRegisteredFilters } from './student-list-filters';
import { apiMessage } from '../../http/messages';

const TAG = 'people';

/** The student if the caller may read them; a foreign or hidden student is a 404. */
export async function readableStudent(db: Executor, caller: SchoolUser, id: number) {
  const schoolId = caller.school.id;
  const staffRead =
    caller.permissions.has('student-view') || caller.permissions.has('student-list');
  if (!staffRead) {
    if (!caller.roles.includes('Guardian'))
      throw forbidden(apiMessage('errors.needPermission', { permission: 'student-view' }));
    // A guardian hears "not found" for another family's child: its existence is not theirs to know.
    if (!(await isGuardianOf(db, schoolId, caller.userId, id))) throw notFound('student');
  }
  const student = await studentProfile(db, schoolId, id);
  if (!student) throw notFound('student');
  return withRecordFieldsOne(db, caller, 'student', student, (s) => s.class_section_id);
}

/** The students list as the caller sees it: rows and export with the custom fields they may see. */
async function studentListFor(db: Database, caller: SchoolUser, format: 'json' | 'csv') {
  if (format === 'csv') {
    const extra = await recordFieldColumns(db, caller, 'student');
    return {
      ...studentList,
      csv: {
        ...studentList.csv,
        columns: [
          ...studentList.csv.columns,
          ...extra.map((c) => ({ header: c.header, value: (s: StudentRow) => c.cell(s.id) })),
        ],
      },
    };
  }
  const page: typeof studentList.queries.page = async (...args) =>
    withRecordFields(
      db,
      caller,
      'student',
      await studentList.queries.page(...args),
      (s) => s.class_section_id,
    );
  return { ...studentList, queries: { ...studentList.queries, page } };
}

async function mustHaveStudent(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({
      id: students.id,
      status: students.status,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
    .for('update');
  if (!row) throw notFound('student');
  return row;
}

export async function changeStatus(
  tx: Executor,
  schoolId: number,
  id: number,
  status: 'active' | 'left' | 'alumni',
  byUserId: number,
  note: string | null,
  onDate: IsoDate,
) {
  const current = await mustHaveStudent(tx, schoolId, id);
  if (current.status === status) return;
  await tx
    .update(students)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(students.schoolId, schoolId), eq(students.id, id)));
  await tx.insert(studentHistory).values({
    schoolId,
    studentId: id,
    event: 'status_change',
    fromStatus: current.status,
    toStatus: status,
    fromClassSectionId: current.classSectionId,
    fromSessionYearId: current.sessionYearId,
    note,
    onDate,
    byUserId,
  });
}

/**
 * A student as the audit log keeps them: the stored row with the custom values the writer sees
 * (a change to a custom field is a change to the student, with its before and after).
 */
async function auditedState(
  tx: Executor,
  caller: SchoolUser,
  record: { id: number; classSectionId: number },
) {
  const row = await storedRow(tx, students, caller.school.id, record.id);
  if (!row) return row;
  return withRecordFieldsOne(
    tx,
    caller,
    'student',
    { ...row, id: record.id },
    () => record.classSectionId,
  );
}

export const studentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/students',
    tag: TAG,
    summary:
      'List students (search by name or admission number prefix; class-section, session, status and guardian filters, and those other modules register); paginated, sortable, format=csv exports the whole filtered list',
    access: access.permission('student-list'),
    // Read when the routes are assembled, after every module's `connect` registered its filters.
    get query() {
      return withRegisteredFilters(studentListQuery);
    },
    handler: async ({ db, caller, query }) => {
      const schoolId = caller.school.id;
      const params = query as StudentListParams & Record<string, unknown>;
      const registered = registeredFilterConditions(db, schoolId, params, caller);
      const list = await studentListFor(db, caller, params.format);
      return listResponse(list, db, schoolId, { ...params, registered });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/students',
    tag: TAG,
    summary: 'Admit a student with one or more guardians (found or created by e-mail)',
    access: access.permission('student-create'),
    body: admitStudentSchema,
    audit: { entity: 'students', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const id = await db.transaction(async (tx) => {
        const today = todayIn(caller.format.timeZone);
        const admitted = await admitStudent(tx, schoolId, body, caller.userId, today);
        const sid = admitted.studentId;
        const record = { id: sid, classSectionId: body.class_section_id };
        await writeRecordFields(tx, caller, 'student', record, body.custom_fields, {
          creating: true,
        });
        await writeGuardianRowFields(tx, caller, body.guardians, admitted.guardians);
        const after = await auditedState(tx, caller, record);
        await audit(tx, { action: 'create', entity: 'students', entityId: sid, after });
        return sid;
      });
      return envelope(await readableStudent(db, caller, id), apiMessage('done.studentAdmitted'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/guardian/children',
    tag: TAG,
    summary: "The signed-in guardian's own children",
    access: access.role('Guardian'),
    handler: async ({ db, caller }) =>
      envelope(await childrenOf(db, caller.school.id, caller.userId)),
  }),
  defineRoute({
    method: 'GET',
    path: '/students/:id',
    tag: TAG,
    summary: 'One student with guardians and history (a guardian: only their own children)',
    access: access.authenticated,
    handler: async ({ db, caller, params }) =>
      envelope(await readableStudent(db, caller, parseId(params.id, 'student'))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/students/:id',
    tag: TAG,
    summary: "Edit a student's details (the class-section changes by transfer or promotion)",
    access: access.permission('student-edit'),
    body: updateStudentSchema,
    audit: { entity: 'students', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'student');
      const problems = studentDateProblems(body, todayIn(caller.format.timeZone));
      if (Object.keys(problems).length) throw validationFailed(problems);
      await db.transaction(async (tx) => {
        const current = await mustHaveStudent(tx, schoolId, id);
        const record = { id, classSectionId: current.classSectionId };
        const entry = { action: 'update', entity: 'students', entityId: id } as const;
        const read = () => auditedState(tx, caller, record);
        await recordChange(tx, audit, entry, read, async () => {
          await writeRecordFields(tx, caller, 'student', record, body.custom_fields, {
            creating: false,
          });
          await tx
            .update(students)
            .set({
              admissionNo: body.admission_no,
              rollNumber: body.roll_number ?? null,
              firstName: body.first_name,
              lastName: body.last_name,
              gender: body.gender,
              dateOfBirth: body.date_of_birth,
              admissionDate: body.admission_date,
              email: body.email,
              currentAddress: body.current_address,
              permanentAddress: body.permanent_address,
              updatedAt: sql`now()`,
            })
            .where(and(eq(students.schoolId, schoolId), eq(students.id, id)));
        });
      });
      return envelope(await readableStudent(db, caller, id), apiMessage('done.studentSaved'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/students/:id/guardians',
    tag: TAG,
    summary: "Replace a student's guardians (exactly one primary contact)",
    access: access.permission('student-edit'),
    body: studentGuardiansSchema,
    audit: { entity: 'students', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'student');
      const errors = guardianListErrors(body.guardians);
      if (Object.keys(errors).length) throw validationFailed(errors);
      await db.transaction(async (tx) => {
        await mustHaveStudent(tx, schoolId, id);
        const entry = { action: 'update', entity: 'students', entityId: id } as const;
        // The guardians as the profile shows them: a change reads as "guardians: [...] → [...]".
        const read = async () => ({
          guardians: (await studentProfile(tx, schoolId, id))?.guardians,
        });
        await recordChange(tx, audit, entry, read, () =>
          linkGuardians(tx, schoolId, id, body.guardians),
        );
      });
      return envelope(await studentProfile(db, schoolId, id), apiMessage('done.guardiansSaved'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/students/:id/status',
    tag: TAG,
    summary: 'Mark a student as left, alumni or active again (kept in the history)',
    access: access.permission('student-edit'),
    body: studentStatusSchema,
    audit: { entity: 'students', actions: ['status-change'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'student');
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'status-change', entity: 'students', entityId: id },
          () => storedRow(tx, students, schoolId, id),
          () =>
            changeStatus(
              tx,
              schoolId,
              id,
              body.status,
              caller.userId,
              body.note,
              body.on_date ?? todayIn(caller.format.timeZone),
            ),
        ),
      );
      return envelope(await studentProfile(db, schoolId, id), apiMessage('done.statusSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/students/:id',
    tag: TAG,
    summary: 'Mark a student as left: students are never deleted, their records stay',
    access: access.permission('student-delete'),
    audit: { entity: 'students', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'student');
      // Never deleted: the log says "delete" (what was asked) with the status it set.
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'delete', entity: 'students', entityId: id },
          () => storedRow(tx, students, schoolId, id),
          () =>
            changeStatus(
              tx,
              schoolId,
              id,
              'left',
              caller.userId,
              'Removed from the student list',
              todayIn(caller.format.timeZone),
            ),
        ),
      );
      return envelope({ id, status: 'left' }, apiMessage('done.studentLeft'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/students/:id/photo',
    tag: TAG,
    summary: "Upload a student's photo (multipart field `photo`: PNG, JPEG or WebP, ≤ 2 MB)",
    access: access.permission('student-edit'),
    body: photoSchema,
    audit: { entity: 'students', actions: ['upload'] },
    handler: async ({ c, db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'student');
      // Checked by its bytes and made smaller (512 px a side) before it is kept (issue 29).
      const photo = await storablePhoto(new Uint8Array(await body.photo.arrayBuffer()));
      if (!photo) throw validationFailed({ photo: apiMessage('people.photoType') });
      await mustHaveStudent(db, schoolId, id);
      const stored = await storePrivateFile(
        c.get('deps').config.storageDir,
        schoolId,
        'student',
        photo.extension,
        photo.bytes,
      );
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'upload', entity: 'students', entityId: id },
          () => storedRow(tx, students, schoolId, id),
          () =>
            tx
              .update(students)
              .set({ photo: stored.url, updatedAt: sql`now()` })
              .where(and(eq(students.schoolId, schoolId), eq(students.id, id))),
        ),
      );
      return envelope(await studentProfile(db, schoolId, id), apiMessage('done.studentPhotoSaved'));
    },
  }),
];
