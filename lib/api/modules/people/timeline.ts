/**
 * A student's timeline (issue 29, `GET /api/students/{id}/timeline`): people's own history
 * (admission, promotions, transfers, class and status changes) and the audit log's entries
 * that name the student (edits, fee payments and cancellations, documents, certificates,
 * leave), newest first, in pages by the list conventions. Other modules reach the timeline
 * only through the log, so people never imports them.
 */
import type { Executor } from '../../../db/client';
import { auditEntriesAbout, type AuditEntryAbout } from '../audit';
import type { SchoolUser } from '../../http/context';
import { listEnvelope } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { listQuery } from '../../http/list';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { readableStudent } from './students';
import { staffMember } from './staff-queries';
import { studentHistoryOf } from './student-queries';
import { fromTimelineSources } from './timeline-sources';

/** The log's newest entries read for one timeline; a student older than this shows history only. */
const AUDIT_WINDOW = 500;

export type TimelineEntry = {
  /** `history-<id>` or `audit-<id>`: unique across both sources. */
  key: string;
  at: string;
  /**
   * admission, transfer, promotion, repeat, status_change, edit (history), `<entity>.<action>`
   * (log) or a milestone's kind (`attendance.absent_run`, `attendance.low_month`).
   */
  kind: string;
  /** `milestone`: worked out by another module (timeline-sources.ts), dated by a plain day. */
  source: 'history' | 'audit' | 'milestone';
  by: string | null;
  note: string | null;
  from_class_section_id: number | null;
  to_class_section_id: number | null;
  from_status: string | null;
  to_status: string | null;
  /** A few fields of the log entry worth showing: amount, receipt, serial, kind, document type. */
  details: Record<string, string | number>;
};

type History = Awaited<ReturnType<typeof studentHistoryOf>>[number];

/** Log entries already told by the history (the move itself) or saying nothing to a reader. */
const TOLD_BY_HISTORY = new Set(['transfer', 'promote', 'repeat', 'status']);
const SHOWN_FIELDS = [
  'amount',
  'receipt_no',
  'serial_no',
  'kind',
  'document_type_id',
  'leave_type_id',
  'start_date',
  'end_date',
  'status',
];

export function historyEntry(h: History): TimelineEntry {
  return {
    key: `history-${h.id}`,
    at: h.on_date,
    kind: h.event,
    source: 'history',
    by: h.by,
    note: h.note,
    from_class_section_id: h.from_class_section_id,
    to_class_section_id: h.to_class_section_id,
    from_status: h.from_status,
    to_status: h.to_status,
    details: {},
  };
}

export function auditEntry(a: AuditEntryAbout): TimelineEntry | null {
  if (a.entity === 'students' && TOLD_BY_HISTORY.has(a.action)) return null;
  const record = a.after ?? a.before ?? {};
  const details: Record<string, string | number> = {};
  for (const field of SHOWN_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') details[field] = value;
  }
  return {
    key: `audit-${a.id}`,
    at: a.created_at.toISOString(),
    kind: `${a.entity}.${a.action}`,
    source: 'audit',
    by: a.actor_name,
    note: null,
    from_class_section_id: null,
    to_class_section_id: null,
    from_status: null,
    to_status: null,
    details,
  };
}

/**
 * Which log entries the caller may see (a guardian is given none: the log is the staff's):
 * only the areas their permissions read (a teacher without fees-list sees no payment).
 */
export function entryVisibleTo(entity: string, can: (permission: string) => boolean): boolean {
  if (entity.startsWith('fee')) return can('fees-list');
  if (entity.startsWith('leave')) return can('approve-leave');
  if (entity.startsWith('certificate')) return can('certificates-list');
  if (entity.startsWith('document')) return can('documents-list');
  if (PAYROLL_ENTITIES.has(entity)) return can('payroll-list');
  return true;
}
const PAYROLL_ENTITIES = new Set(['payslips', 'salary-structures', 'payroll-runs']);

/** Newest first; a day-only history date sorts as the start of its day. Ties: log after history. */
export function newestFirst(a: TimelineEntry, b: TimelineEntry): number {
  const at = b.at.localeCompare(a.at);
  return at !== 0 ? at : b.key.localeCompare(a.key);
}

export async function studentTimeline(
  db: Executor,
  caller: SchoolUser,
  studentId: number,
  page: { page: number; per_page: number },
) {
  const schoolId = caller.school.id;
  const can = (p: string) => caller.permissions.has(p);
  const staff = can('student-view') || can('student-list');
  const [history, milestones, audit] = await Promise.all([
    studentHistoryOf(db, schoolId, studentId),
    fromTimelineSources(db, caller, studentId),
    staff
      ? auditEntriesAbout(db, schoolId, {
          entities: ['students'],
          id: studentId,
          fields: ['student_id'],
          limit: AUDIT_WINDOW,
        })
      : Promise.resolve([]),
  ]);
  return timelinePage(
    [...history.map(historyEntry), ...milestones, ...logEntries(audit, can)],
    page,
  );
}

function logEntries(audit: AuditEntryAbout[], can: (permission: string) => boolean) {
  return audit
    .filter((a) => entryVisibleTo(a.entity, can))
    .map(auditEntry)
    .filter((e): e is TimelineEntry => e !== null);
}

function timelinePage(all: TimelineEntry[], page: { page: number; per_page: number }) {
  const entries = all.sort(newestFirst);
  const start = (page.page - 1) * page.per_page;
  return {
    rows: entries.slice(start, start + page.per_page),
    meta: { page: page.page, per_page: page.per_page, total: entries.length, total_capped: false },
  };
}

// The list conventions' paging; the order is fixed (newest first) and there is no CSV.
const timelineQuery = listQuery(['at']).pick({ page: true, per_page: true });

/**
 * A staff member's timeline: the log's entries on their record (staff, teachers) and those
 * naming them (`staff_user_id` of a leave, `user_id` of a salary structure or payslip).
 */
async function staffTimeline(
  db: Executor,
  caller: SchoolUser,
  userId: number,
  page: { page: number; per_page: number },
) {
  const can = (p: string) => caller.permissions.has(p);
  const audit = await auditEntriesAbout(db, caller.school.id, {
    entities: ['staff', 'teachers'],
    id: userId,
    fields: ['staff_user_id', 'user_id'],
    limit: AUDIT_WINDOW,
  });
  return timelinePage(logEntries(audit, can), page);
}

export const timelineRoutes = [
  defineRoute({
    method: 'GET',
    path: '/students/:id/timeline',
    tag: 'people',
    summary:
      "A student's timeline, newest first: admission, moves and status changes, and the audit log's entries naming the student that the caller's permissions read (a guardian: their own children's history only)",
    access: access.authenticated,
    query: timelineQuery,
    handler: async ({ db, caller, params, query }) => {
      const student = await readableStudent(db, caller, parseId(params.id, 'student'));
      const { rows, meta } = await studentTimeline(db, caller, student.id, query);
      return listEnvelope(rows, meta);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/staff/:id/timeline',
    tag: 'people',
    summary:
      "A staff member's timeline, newest first: the audit log's entries on their record and naming them (leave, salary structures and payslips for those whose permissions read them)",
    // The staff list's readers, or the teachers list's (a teacher's page shows the same).
    access: access.authenticated,
    query: timelineQuery,
    handler: async ({ db, caller, params, query }) => {
      if (!caller.permissions.has('staff-list') && !caller.permissions.has('teacher-list'))
        throw forbidden(apiMessage('errors.needPermission', { permission: 'staff-list' }));
      const member = await staffMember(db, caller.school.id, parseId(params.id, 'staff member'));
      const { rows, meta } = await staffTimeline(db, caller, member.id, query);
      return listEnvelope(rows, meta);
    },
  }),
];
