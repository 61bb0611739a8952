/**
 * The entries about one record, for its profile's timeline (issue 29): the record's own rows
 * (one of `entities`, `entity_id`) and every other module's rows that name it in their `before`
 * or `after` under one of `fields` (a fee payment, a document or a certificate carries
 * `student_id`; a payslip `user_id`), newest first, at most `limit` of them. Each condition
 * has its index (the entity's, and the schema's partial `->>` indexes of PERSON_FIELDS), so the
 * read is a bitmap OR of index scans, not a walk back through the school's whole log. The field
 * is written into the SQL as a literal (a PERSON_FIELDS name, never input) so the planner
 * matches the indexes' expressions. Read here so no module reads the log's table itself.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog, type PersonField } from '../../../db/schema/audit';

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
  about: { entities: string[]; id: number; fields: PersonField[]; limit: number },
): Promise<AuditEntryAbout[]> {
  const id = String(about.id);
  const naming = about.fields.flatMap((field) => {
    const key = sql.raw(`'${field}'`);
    return [sql`${auditLog.after} ->> ${key} = ${id}`, sql`${auditLog.before} ->> ${key} = ${id}`];
  });
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
          and(inArray(auditLog.entity, about.entities), eq(auditLog.entityId, about.id)),
          ...naming,
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(about.limit);
}
