/**
 * The audit log: one append-only row per write through the API, written in the same
 * transaction as the write. Owned by lib/api/modules/audit; every module records into it
 * through that module's recorder, none reads it directly.
 *
 * Not a tenant table in the (school_id, id) sense: some rows belong to no school (the
 * provider rejecting a registration, a sign-in on the bare host), so school_id may be null
 * and the id alone is the key. A database trigger (see the migration) refuses UPDATE and
 * DELETE, so not even a bug in a route can rewrite history.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    schoolId: integer('school_id'),
    /** The school user who acted (null for the provider, a failed sign-in, a public form). */
    userId: integer('user_id'),
    /** The acting user's role names at the time, so a later role change does not rewrite who they were. */
    /** The actor's name as it was then (a user renamed or removed later still reads right). */
    actorName: text('actor_name'),
    actorRoles: text('actor_roles').array().notNull().default([]),
    /** The provider account that acted on a school (approve, suspend...). */
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
  },
  (t) => [
    index('audit_log_school_created_idx').on(t.schoolId, t.createdAt),
    index('audit_log_school_entity_idx').on(t.schoolId, t.entity, t.entityId),
    index('audit_log_school_user_idx').on(t.schoolId, t.userId),
  ],
);
