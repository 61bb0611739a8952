/**
 * Writing one audit row: the audit module owns the table, so the machinery's recorder
 * (lib/api/http/audit.ts) calls this, registered from lib/api/modules.ts.
 */
import type { AuditWriter } from '../../http/audit';
import { auditLog } from '../../../db/schema/audit';
import { auditedChange } from './fields';

export const writeAuditRow: AuditWriter = async (tx, context, entry) => {
  const { caller } = context;
  const school = caller?.kind === 'school' ? caller : null;
  const { before, after } = auditedChange(entry.before, entry.after, entry.omit);
  await tx.insert(auditLog).values({
    schoolId: entry.schoolId !== undefined ? entry.schoolId : (school?.school.id ?? null),
    userId: entry.actor?.userId ?? school?.userId ?? null,
    actorName: entry.actor?.name ?? school?.profile.fullName ?? null,
    actorRoles: entry.actor?.roles ?? school?.roles ?? [],
    providerUserId:
      entry.actor?.providerUserId ?? (caller?.kind === 'provider' ? caller.providerUserId : null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before,
    after,
    requestId: context.requestId,
    clientAddress: context.clientAddress,
  });
};
