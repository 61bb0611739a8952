/**
 * Writing audit rows. The API's machinery gives every route handler a recorder bound to its
 * request (who is calling, the request id, the client's address); the handler passes it the
 * transaction of its write, so the row commits or rolls back with the change it describes.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import type { Caller } from '../../http/context';
import type { AuditAction } from './actions';
import { auditedChange } from './fields';

export type AuditEntry = {
  action: AuditAction;
  /** The resource name as in its API path: `classes`, `students`, `school-settings`. */
  entity: string;
  entityId?: number | null;
  /** The record before the write (update, delete): only changed fields are kept on an update. */
  before?: unknown;
  /** The record after the write (create, update), or what an action submitted. */
  after?: unknown;
  /** Field names left out besides the secrets every entry drops. */
  omit?: readonly string[];
  /**
   * Who acted when the request has no caller yet (a sign-in) or acts for another school (the
   * provider approving a registration): these win over what the caller gives.
   */
  schoolId?: number | null;
  actor?: {
    userId?: number | null;
    name?: string | null;
    roles?: string[];
    providerUserId?: number | null;
  };
};

/** What the machinery knows of a request before its handler runs. */
export type AuditContext = {
  caller: Caller | null;
  requestId: string;
  clientAddress: string;
};

export type AuditRecorder = (tx: Executor, entry: AuditEntry) => Promise<void>;

export async function recordAudit(
  tx: Executor,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
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
}

type TenantTable = PgTable & { schoolId: PgColumn; id: PgColumn };

/** One row of a tenant table as it is stored, for the before and after of a write. */
export async function storedRow(
  tx: Executor,
  table: TenantTable,
  schoolId: number,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.schoolId, schoolId), eq(table.id, id)));
  return row as Record<string, unknown> | undefined;
}

/**
 * The shape of most updates: read the record, write, read it again, and record what changed,
 * all inside the caller's transaction. `read` is whatever shows the record best (a stored
 * row, or the API's own view of it).
 */
export async function recordChange<T>(
  tx: Executor,
  audit: AuditRecorder,
  entry: Omit<AuditEntry, 'before' | 'after'>,
  read: () => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  const before = await read();
  const result = await write();
  await audit(tx, { ...entry, before, after: await read() });
  return result;
}
