/**
 * /api/admission-inquiries: leads before an application, their follow-ups (date, method,
 * outcome, next date) and status (open, converted, lost). Converting answers the admission
 * form's prefill; the inquiry becomes "converted" when the application or admission that
 * names it is saved (see applications.ts), so an abandoned form converts nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { admissionInquiries, inquiryFollowUps } from '../../../db/schema/people';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { listQuery } from '../../http/list';
import { qualified as q, queriesOf } from '../../http/query-spec';
import { listRoute, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { todayIn } from '../../../calendar';
import { academicViews, classesExist } from '../academics';
import { followUpSchema, inquirySchema } from './inquiry-schemas';
import { prefixSearch } from '../../http/prefix-search';
import { storedRow } from '../../http/audit';
import { apiMessage } from '../../http/messages';

const TAG = 'people';
const LIST = access.permission('student-admission-inquiry-list');

const classNames = academicViews.classes;

const columns = {
  id: admissionInquiries.id,
  child_name: admissionInquiries.childName,
  date_of_birth: admissionInquiries.dateOfBirth,
  gender: admissionInquiries.gender,
  parent_name: admissionInquiries.parentName,
  parent_email: admissionInquiries.parentEmail,
  parent_phone: admissionInquiries.parentPhone,
  class_id: admissionInquiries.classId,
  class_name: classNames.name,
  source: admissionInquiries.source,
  note: admissionInquiries.note,
  inquiry_date: admissionInquiries.inquiryDate,
  status: admissionInquiries.status,
  next_follow_up: sql<
    string | null
  >`(select max(${q(inquiryFollowUps.nextDate)})::text from ${inquiryFollowUps} where ${q(inquiryFollowUps.schoolId)} = ${q(admissionInquiries.schoolId)} and ${q(inquiryFollowUps.inquiryId)} = ${q(admissionInquiries.id)})`,
};

function inquirySelect(db: Executor) {
  return db
    .select(columns)
    .from(admissionInquiries)
    .leftJoin(
      classNames,
      and(
        eq(classNames.schoolId, admissionInquiries.schoolId),
        eq(classNames.id, admissionInquiries.classId),
      ),
    );
}

const inquiryListQuery = listQuery(['inquiry_date', 'child_name'], {
  status: z.enum(['open', 'converted', 'lost']).optional(),
});

const inquiryQueries = queriesOf({
  select: inquirySelect,
  schoolId: admissionInquiries.schoolId,
  id: admissionInquiries.id,
  search: prefixSearch([admissionInquiries.childName, admissionInquiries.parentName]),
  sort: { inquiry_date: admissionInquiries.inquiryDate, child_name: admissionInquiries.childName },
  defaultSort: '-inquiry_date',
  filters: (p: z.output<typeof inquiryListQuery>) => [
    p.status ? eq(admissionInquiries.status, p.status) : undefined,
  ],
});
type InquiryRow = Awaited<ReturnType<typeof inquiryQueries.page>>[number];

const inquiryList: ListDefinition<InquiryRow, z.output<typeof inquiryListQuery>> = {
  query: inquiryListQuery,
  queries: inquiryQueries,
  csv: {
    fileName: 'admission-inquiries.csv',
    columns: [
      { header: 'Inquiry date', value: (i) => i.inquiry_date },
      { header: 'Child', value: (i) => i.child_name },
      { header: 'Date of birth', value: (i) => i.date_of_birth },
      { header: 'Gender', value: (i) => i.gender },
      { header: 'Parent', value: (i) => i.parent_name },
      { header: 'Parent e-mail', value: (i) => i.parent_email },
      { header: 'Parent phone', value: (i) => i.parent_phone },
      { header: 'Class', value: (i) => i.class_name },
      { header: 'Source', value: (i) => i.source },
      { header: 'Status', value: (i) => i.status },
      { header: 'Next follow-up', value: (i) => i.next_follow_up },
      { header: 'Note', value: (i) => i.note },
    ],
  },
};

async function getInquiry(db: Executor, schoolId: number, id: number) {
  const inquiry = await inquiryQueries.get(db, schoolId, id);
  if (!inquiry) throw notFound('inquiry');
  const followUps = await db
    .select({
      id: inquiryFollowUps.id,
      on_date: inquiryFollowUps.onDate,
      method: inquiryFollowUps.method,
      outcome: inquiryFollowUps.outcome,
      next_date: inquiryFollowUps.nextDate,
    })
    .from(inquiryFollowUps)
    .where(and(eq(inquiryFollowUps.schoolId, schoolId), eq(inquiryFollowUps.inquiryId, id)))
    .orderBy(asc(inquiryFollowUps.onDate), asc(inquiryFollowUps.id));
  return { ...inquiry, follow_ups: followUps };
}

async function requireClass(tx: Executor, schoolId: number, id: number | null | undefined) {
  if (!id) return;
  if (!(await classesExist(tx, schoolId, [id])))
    throw validationFailed({ class_id: apiMessage('people.classOfSchool') });
}

function values(body: z.output<typeof inquirySchema>) {
  return {
    childName: body.child_name,
    dateOfBirth: body.date_of_birth ?? null,
    gender: body.gender ?? null,
    parentName: body.parent_name,
    parentEmail: body.parent_email,
    parentPhone: body.parent_phone,
    classId: body.class_id ?? null,
    source: body.source,
    note: body.note,
  };
}

/** What the admission form starts with when an inquiry is converted. */
export function admissionPrefill(inquiry: Awaited<ReturnType<typeof getInquiry>>) {
  const [first, ...rest] = inquiry.child_name.split(/\s+/);
  return {
    inquiry_id: inquiry.id,
    first_name: first ?? '',
    last_name: rest.join(' '),
    gender: inquiry.gender,
    date_of_birth: inquiry.date_of_birth,
    class_id: inquiry.class_id,
    guardians: [
      {
        full_name: inquiry.parent_name,
        email: inquiry.parent_email ?? '',
        phone: inquiry.parent_phone,
        relation: 'other' as const,
        is_primary: true,
      },
    ],
  };
}

export const inquiryRoutes = [
  listRoute({
    path: '/admission-inquiries',
    tag: TAG,
    summary: 'List admission inquiries (filter by status; search by child or parent name prefix)',
    access: LIST,
    list: inquiryList,
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-inquiries',
    tag: TAG,
    summary: 'Record an admission inquiry',
    access: access.permission('student-create'),
    body: inquirySchema,
    audit: { entity: 'admission-inquiries', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const id = await db.transaction(async (tx) => {
        await requireClass(tx, schoolId, body.class_id);
        const row = oneRow(
          await tx
            .insert(admissionInquiries)
            .values({
              schoolId,
              ...values(body),
              inquiryDate: body.inquiry_date ?? todayIn(caller.format.timeZone),
              status: body.status ?? 'open',
              createdBy: caller.userId,
            })
            .returning({ id: admissionInquiries.id }),
          'inserting one row into admissionInquiries',
        );
        const after = await storedRow(tx, admissionInquiries, schoolId, row.id);
        await audit(tx, {
          action: 'create',
          entity: 'admission-inquiries',
          entityId: row.id,
          after,
        });
        return row.id;
      });
      return envelope(await getInquiry(db, schoolId, id), apiMessage('done.inquiryRecorded'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admission-inquiries/:id',
    tag: TAG,
    summary: 'One inquiry with its follow-ups',
    access: LIST,
    handler: async ({ db, caller, params }) =>
      envelope(await getInquiry(db, caller.school.id, parseId(params.id, 'inquiry'))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admission-inquiries/:id',
    tag: TAG,
    summary: 'Edit an inquiry or change its status (open, converted, lost)',
    access: access.permission('student-edit'),
    body: inquirySchema,
    audit: { entity: 'admission-inquiries', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'inquiry');
      await db.transaction(async (tx) => {
        await requireClass(tx, schoolId, body.class_id);
        const before = await storedRow(tx, admissionInquiries, schoolId, id);
        const updated = await tx
          .update(admissionInquiries)
          .set({
            ...values(body),
            ...(body.inquiry_date && { inquiryDate: body.inquiry_date }),
            ...(body.status && { status: body.status }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(admissionInquiries.schoolId, schoolId), eq(admissionInquiries.id, id)))
          .returning({ id: admissionInquiries.id });
        if (!updated.length) throw notFound('inquiry');
        const after = await storedRow(tx, admissionInquiries, schoolId, id);
        const entry = { action: 'update', entity: 'admission-inquiries', entityId: id } as const;
        await audit(tx, { ...entry, before, after });
      });
      return envelope(await getInquiry(db, schoolId, id), apiMessage('done.inquirySaved'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-inquiries/:id/follow-ups',
    tag: TAG,
    summary: 'Add a follow-up (date, method, outcome, next date)',
    access: access.permission('student-edit'),
    body: followUpSchema,
    audit: { entity: 'admission-inquiries', actions: ['follow-up'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'inquiry');
      await db.transaction(async (tx) => {
        const inquiry = await getInquiry(tx, schoolId, id);
        const onDate = body.on_date ?? todayIn(caller.format.timeZone);
        if (body.next_date && body.next_date < onDate)
          throw validationFailed({
            next_date: apiMessage('people.nextDateOrder'),
          });
        if (inquiry.status !== 'open')
          throw new ApiError(
            'conflict',
            apiMessage('people.inquiryNotOpen', { status: inquiry.status }),
          );
        const [followUp] = await tx
          .insert(inquiryFollowUps)
          .values({
            schoolId,
            inquiryId: id,
            onDate,
            method: body.method,
            outcome: body.outcome,
            nextDate: body.next_date ?? null,
            byUserId: caller.userId,
          })
          .returning();
        const entry = { action: 'follow-up', entity: 'admission-inquiries', entityId: id } as const;
        await audit(tx, { ...entry, after: followUp });
      });
      return envelope(await getInquiry(db, schoolId, id), apiMessage('done.followUpAdded'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admission-inquiries/:id/convert',
    tag: TAG,
    summary: "The admission form's prefill from an open inquiry",
    access: access.permission('student-create'),
    audit: {
      exempt: 'writes nothing: it returns a prefill; filing the application records the conversion',
    },
    handler: async ({ db, caller, params }) => {
      const inquiry = await getInquiry(db, caller.school.id, parseId(params.id, 'inquiry'));
      if (inquiry.status !== 'open')
        throw new ApiError(
          'conflict',
          apiMessage('people.inquiryAlready', { status: inquiry.status }),
        );
      return envelope(admissionPrefill(inquiry));
    },
  }),
];
