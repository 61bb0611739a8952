/**
 * The audit log: one append-only row per write through the API, written in the same
 * transaction as the write. Owned by lib/api/modules/audit; every module records into it
 * through that module's recorder, none reads it directly.
 *
 * Two tables, so that each keeps the data rules (lib/db/tenancy-discipline.ts):
 * - `audit_log`, a tenant table: what happened in a school, whoever did it (its users, or the
 *   provider acting on it: suspending it, assigning its plan). Its School Admin reads it.
 * - `provider_audit_log`, a provider table: everything a provider account did (on a school
 *   too: the same action then has a row in both, see lib/api/modules/audit/write.ts), and
 *   what belongs to no school (public form submissions, sign-ins on the bare host).
 * A database trigger (migrations 0004 and 0016) refuses UPDATE, DELETE and TRUNCATE on both,
 * so not even a bug in a route can rewrite history.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey } from './columns';

/** What every audit row holds, whichever table it is in. */
const auditColumns = () => ({
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The actor's name as it was then (a user renamed or removed later still reads right). */
  actorName: text('actor_name'),
  /** The provider account that acted (approve, suspend...). */
  providerUserId: integer('provider_user_id'),
  /** create, update, delete, or the action's own name (approve, promote, login-failed...). */
  action: text('action').notNull(),
  /** The resource name, as in its API path: classes, students, school-settings... */
  entity: text('entity').notNull(),
  entityId: integer('entity_id'),
  /** Only the fields that changed (all of them on create and delete); never secrets. */
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  requestId: text('request_id'),
  clientAddress: text('client_address'),
});

/**
 * The fields of `before`/`after` that name the person a row is about (a payment's
 * `student_id`, a leave's `staff_user_id`, a payslip's `user_id`): a profile's timeline asks for
 * the rows naming one person (audit's `auditEntriesAbout`). Each field has a partial index per
 * side, so that read is a bitmap OR of index scans instead of a walk back through the school's
 * whole log (EXPLAIN ANALYZE, 200,000 rows: 607 ms → 0.3 ms). Only rows naming the field are
 * indexed.
 */
export const PERSON_FIELDS = ['student_id', 'staff_user_id', 'user_id'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    ...auditColumns(),
    schoolId: integer('school_id').notNull(),
    /** The school user who acted (null for the provider, a failed sign-in, a public form). */
    userId: integer('user_id'),
    /** The acting user's role names at the time, so a later role change does not rewrite who they were. */
    actorRoles: text('actor_roles').array().notNull().default([]),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('audit_log_school_created_idx').on(t.schoolId, t.createdAt),
    index('audit_log_school_entity_idx').on(t.schoolId, t.entity, t.entityId),
    index('audit_log_school_user_idx').on(t.schoolId, t.userId),
    ...PERSON_FIELDS.flatMap((field) =>
      (['after', 'before'] as const).map((side) => {
        const named = sql`(${t[side]} ->> ${sql.raw(`'${field}'`)})`;
        return index(`audit_log_${side}_${field}_idx`)
          .on(t.schoolId, named)
          .where(sql`${named} is not null`);
      }),
    ),
  ],
);

export const providerAuditLog = pgTable(
  'provider_audit_log',
  {
    ...auditColumns(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The school a provider action was about (its row in that school's audit_log has the same
     * request id); null for what belongs to no school. Not named school_id: this is not a
     * tenant table, and the school's own record of it is the audit_log row.
     */
    aboutSchoolId: integer('about_school_id'),
  },
  (t) => [
    index('provider_audit_log_created_idx').on(t.createdAt),
    index('provider_audit_log_provider_user_idx').on(t.providerUserId, t.createdAt),
  ],
);
