/**
 * The entries about one record, for its profile's timeline (issue 29): the record's own rows
 * (`entity`, `entity_id`) and every other module's rows that name it in their `before` or
 * `after` (a fee payment, a document or a certificate carries `student_id`), newest first.
 * Read here so no module reads the log's table itself.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';

export type AuditEntryAbout = {
  id: number;
  created_at: Date;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function auditEntriesAbout(
  db: Executor,
  schoolId: number,
  about: { entity: string; id: number; field: string; limit: number },
): Promise<AuditEntryAbout[]> {
  const id = String(about.id);
  return db
    .select({
      id: auditLog.id,
      created_at: auditLog.createdAt,
      actor_name: auditLog.actorName,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.schoolId, schoolId),
        or(
          and(eq(auditLog.entity, about.entity), eq(auditLog.entityId, about.id)),
          sql`${auditLog.after} ->> ${about.field} = ${id}`,
          sql`${auditLog.before} ->> ${about.field} = ${id}`,
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(about.limit);
}
