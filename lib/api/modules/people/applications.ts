/**
 * /api/admission-applications: applications wait as pending until accepted (the student is
 * admitted in the same transaction, with the application's guardians) or rejected with a
 * reason. A decided application is never decided again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { admissionApplications, admissionInquiries, students } from '../../../db/schema/people';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { admitStudent } from './admission';
import { requireClassSection, requireSession } from './lookups';
import { guardianListErrors } from './rules';
import { acceptSchema, applicationSchema, rejectSchema } from './application-schemas';
import { prefixSearch } from '../../http/prefix-search';
import { studentProfile } from './student-queries';
import { recordChange, storedRow } from '../../http/audit';
import { apiMessage } from '../../http/messages';

const TAG = 'people';

export { applicationSchema };

const columns = {
  id: admissionApplications.id,
  first_name: admissionApplications.firstName,
  last_name: admissionApplications.lastName,
  gender: admissionApplications.gender,
  date_of_birth: admissionApplications.dateOfBirth,
  class_section_id: admissionApplications.classSectionId,
  session_year_id: admissionApplications.sessionYearId,
  email: admissionApplications.email,
  current_address: admissionApplications.currentAddress,
  permanent_address: admissionApplications.permanentAddress,
  guardians: admissionApplications.guardians,
  inquiry_id: admissionApplications.inquiryId,
  status: admissionApplications.status,
  decision_note: admissionApplications.decisionNote,
  decided_at: admissionApplications.decidedAt,
  student_id: admissionApplications.studentId,
  created_at: admissionApplications.createdAt,
};

const applicationListQuery = listQuery(['created_at', 'name'], {
  status: z.enum(['pending', 'accepted', 'rejected']).optional(),
});
const applicationQueries = queriesOf({
  select: (db) => db.select(columns).from(admissionApplications),
  schoolId: admissionApplications.schoolId,
  id: admissionApplications.id,
  search: prefixSearch([admissionApplications.firstName, admissionApplications.lastName]),
  sort: { created_at: admissionApplications.createdAt, name: admissionApplications.firstName },
  defaultSort: '-created_at',
  filters: (p: z.output<typeof applicationListQuery>) => [
    p.status ? eq(admissionApplications.status, p.status) : undefined,
  ],
});
type ApplicationRow = Awaited<ReturnType<typeof applicationQueries.page>>[number];

const applicationList: ListDefinition<ApplicationRow, z.output<typeof applicationListQuery>> = {
  query: applicationListQuery,
  queries: applicationQueries,
  csv: {
    fileName: 'admission-applications.csv',
    columns: [
      { header: 'Filed', value: (a) => a.created_at.toISOString() },
      { header: 'First name', value: (a) => a.first_name },
      { header: 'Last name', value: (a) => a.last_name },
      { header: 'Gender', value: (a) => a.gender },
      { header: 'Date of birth', value: (a) => a.date_of_birth },
      { header: 'E-mail', value: (a) => a.email },
      { header: 'Status', value: (a) => a.status },
      { header: 'Decision note', value: (a) => a.decision_note },
    ],
  },
};

async function getApplication(db: Executor, schoolId: number, id: number, lock = false) {
  const query = db
    .select(columns)
    .from(admissionApplications)
    .where(and(eq(admissionApplications.schoolId, schoolId), eq(admissionApplications.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('application');
  return row;
}

function mustBePending(row: { status: string }) {
  if (row.status !== 'pending')
    throw new ApiError('conflict', apiMessage('people.applicationDecided', { status: row.status }));
}

export const applicationRoutes = [
  listRoute({
    path: '/admission-applications',
    tag: TAG,
    summary: 'List admission applications (filter by status; search by name prefix)',
    access: access.permission('student-list'),
    list: applicationList,
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-applications',
    tag: TAG,
    summary: 'File an admission application (pending until accepted or rejected)',
    access: access.permission('student-create'),
    body: applicationSchema,
    audit: { entity: 'admission-applications', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const errors = guardianListErrors(body.guardians);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const id = await db.transaction(async (tx) => {
        await requireClassSection(tx, schoolId, body.class_section_id);
        const session = await requireSession(tx, schoolId, body.session_year_id);
        if (body.inquiry_id !== undefined) {
          const updated = await tx
            .update(admissionInquiries)
            .set({ status: 'converted', updatedAt: sql`now()` })
            .where(
              and(
                eq(admissionInquiries.schoolId, schoolId),
                eq(admissionInquiries.id, body.inquiry_id),
              ),
            )
            .returning({ id: admissionInquiries.id });
          if (!updated.length)
            throw validationFailed({ inquiry_id: apiMessage('notFound.inquiry') });
        }
        const row = oneRow(
          await tx
            .insert(admissionApplications)
            .values({
              schoolId,
              firstName: body.first_name,
              lastName: body.last_name,
              gender: body.gender,
              dateOfBirth: body.date_of_birth,
              classSectionId: body.class_section_id,
              sessionYearId: session.id,
              email: body.email,
              currentAddress: body.current_address,
              permanentAddress: body.permanent_address,
              // Passwords are never stored in an application.
              guardians: body.guardians.map((g) => ({
                full_name: g.full_name,
                email: g.email,
                phone: g.phone ?? null,
                relation: g.relation,
                is_primary: g.is_primary,
              })),
              inquiryId: body.inquiry_id ?? null,
            })
            .returning({ id: admissionApplications.id }),
          'inserting one row into admissionApplications',
        );
        const after = await storedRow(tx, admissionApplications, schoolId, row.id);
        const entry = {
          action: 'create',
          entity: 'admission-applications',
          entityId: row.id,
        } as const;
        await audit(tx, { ...entry, after });
        return row.id;
      });
      return envelope(await getApplication(db, schoolId, id), apiMessage('done.applicationFiled'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admission-applications/:id',
    tag: TAG,
    summary: 'One admission application',
    access: access.permission('student-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await getApplication(db, caller.school.id, parseId(params.id, 'application'))),
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-applications/:id/accept',
    tag: TAG,
    summary: 'Accept an application: the student is admitted with its guardians',
    access: access.permission('student-create'),
    body: acceptSchema,
    audit: { entity: 'admission-applications', actions: ['accept'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'application');
      const studentId = await db.transaction(async (tx) => {
        const before = await storedRow(tx, admissionApplications, schoolId, id);
        const app = await getApplication(tx, schoolId, id, true);
        mustBePending(app);
        const { studentId: sid } = await admitStudent(
          tx,
          schoolId,
          {
            first_name: app.first_name,
            last_name: app.last_name,
            gender: app.gender,
            date_of_birth: app.date_of_birth,
            class_section_id: app.class_section_id,
            session_year_id: app.session_year_id,
            email: app.email,
            current_address: app.current_address,
            permanent_address: app.permanent_address,
            admission_no: body.admission_no,
            admission_date: body.admission_date,
            roll_number: null,
            inquiry_id: null,
            guardians: app.guardians.map((g) => ({
              ...g,
              phone: g.phone ?? null,
              occupation: null,
            })),
          },
          caller.userId,
          todayIn(caller.format.timeZone),
        );
        await tx
          .update(admissionApplications)
          .set({
            status: 'accepted',
            studentId: sid,
            decidedBy: caller.userId,
            decidedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(
            and(eq(admissionApplications.schoolId, schoolId), eq(admissionApplications.id, id)),
          );
        const after = await storedRow(tx, admissionApplications, schoolId, id);
        await audit(tx, {
          action: 'accept',
          entity: 'admission-applications',
          entityId: id,
          before,
          after,
        });
        const student = await storedRow(tx, students, schoolId, sid);
        await audit(tx, { action: 'create', entity: 'students', entityId: sid, after: student });
        return sid;
      });
      return envelope(
        {
          application: await getApplication(db, schoolId, id),
          student: await studentProfile(db, schoolId, studentId),
        },
        apiMessage('done.applicationAccepted'),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-applications/:id/reject',
    tag: TAG,
    summary: 'Reject an application with a reason',
    access: access.permission('student-create'),
    body: rejectSchema,
    audit: { entity: 'admission-applications', actions: ['reject'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'application');
      await db.transaction(async (tx) => {
        mustBePending(await getApplication(tx, schoolId, id, true));
        const entry = { action: 'reject', entity: 'admission-applications', entityId: id } as const;
        const read = () => storedRow(tx, admissionApplications, schoolId, id);
        await recordChange(tx, audit, entry, read, () =>
          tx
            .update(admissionApplications)
            .set({
              status: 'rejected',
              decisionNote: body.reason,
              decidedBy: caller.userId,
              decidedAt: sql`now()`,
              updatedAt: sql`now()`,
            })
            .where(
              and(eq(admissionApplications.schoolId, schoolId), eq(admissionApplications.id, id)),
            ),
        );
      });
      return envelope(
        await getApplication(db, schoolId, id),
        apiMessage('done.applicationRejected'),
      );
    },
  }),
];
