/**
 * Writing one audit entry: the audit module owns the tables, so the machinery's recorder
 * (lib/api/http/audit.ts) calls this, registered from lib/api/modules.ts.
 *
 * Where an entry goes (lib/db/schema/audit.ts):
 * - about a school: a row in `audit_log` under that school, so its School Admin sees at
 *   /audit-log everything done to it, the provider's suspensions and plan changes included
 *   (as it always has);
 * - done by a provider account, or about no school at all: a row in `provider_audit_log`.
 * A provider action on a school therefore leaves one row in each: the school's history and the
 * provider's own trail stay each in one table (under Citus, one on the school's node, the
 * other on the coordinator), and neither has to be searched across every school to be read.
 * Both rows are written in the caller's transaction and carry the same request id.
 */
import type { AuditWriter } from '../../http/audit';
import { auditLog, providerAuditLog } from '../../../db/schema/audit';
import { auditedChange } from './fields';

export const writeAuditRow: AuditWriter = async (tx, context, entry) => {
  const { caller } = context;
  const school = caller?.kind === 'school' ? caller : null;
  const { before, after } = auditedChange(entry.before, entry.after, entry.omit);
  const schoolId = entry.schoolId !== undefined ? entry.schoolId : (school?.school.id ?? null);
  const providerUserId =
    entry.actor?.providerUserId ?? (caller?.kind === 'provider' ? caller.providerUserId : null);
  const row = {
    actorName: entry.actor?.name ?? school?.profile.fullName ?? null,
    providerUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before,
    after,
    requestId: context.requestId,
    clientAddress: context.clientAddress,
  };
  if (schoolId !== null)
    await tx.insert(auditLog).values({
      ...row,
      schoolId,
      userId: entry.actor?.userId ?? school?.userId ?? null,
      actorRoles: entry.actor?.roles ?? school?.roles ?? [],
    });
  if (schoolId === null || providerUserId !== null)
    await tx.insert(providerAuditLog).values({ ...row, aboutSchoolId: schoolId });
};
