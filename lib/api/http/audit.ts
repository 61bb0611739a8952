/**
 * The machinery's side of the audit log. Every route handler receives a recorder bound to its
 * request (who is calling, the request id, the client's address) and passes it the
 * transaction of its write, so the row commits or rolls back with the change it describes.
 * Every write route must say how it is audited (a route without a declaration is refused when
 * the app is built), and every successful call of an audited route must have recorded a row
 * for its declared entity and actions: a miss is a bug in the route, so tests fail on it (500)
 * and production logs it loudly.
 *
 * The row itself is written by the audit module (lib/api/modules/audit), which owns the table
 * and registers its writer here from lib/api/modules.ts: the machinery imports no module.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { AuditAction } from './audit-actions';
import type { Caller } from './context';
import { WRITE_METHODS, type RouteDefinition } from './route';

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
export type AuditWriter = (tx: Executor, context: AuditContext, entry: AuditEntry) => Promise<void>;

const registered: { write?: AuditWriter } = {};

/** Called once, from lib/api/modules.ts, with the audit module's writer. */
export function registerAuditWriter(write: AuditWriter): void {
  registered.write = write;
}

/**
 * Records what a schedule did on its own (no request, no caller): the entry names its school,
 * and its request id the schedule (`schedule:<name>`), in the work's transaction.
 */
export async function auditScheduled(tx: Executor, schedule: string, entry: AuditEntry) {
  if (!registered.write) throw new Error('No audit writer is registered (lib/api/modules.ts).');
  await registered.write(
    tx,
    { caller: null, requestId: `schedule:${schedule}`, clientAddress: '' },
    entry,
  );
}

export const isWriteRoute = (route: Pick<RouteDefinition, 'method'>) =>
  WRITE_METHODS.includes(route.method);

/** The entities a route declares it records (none for a read or an exempt write). */
export function declaredEntities(route: Pick<RouteDefinition, 'audit'>): readonly string[] {
  const rule = route.audit;
  if (!rule || !('entity' in rule)) return [];
  return typeof rule.entity === 'string' ? [rule.entity] : rule.entity;
}

/** Throws at mount time for a write route that does not declare its audit. */
export function assertAuditDeclared(route: RouteDefinition): void {
  if (isWriteRoute(route) && !route.audit)
    throw new Error(
      `${route.method} /api${route.path} writes but declares no audit: add \`audit: { entity, actions }\` ` +
        'and record with `audit(tx, ...)` in its transaction (docs/ARCHITECTURE.md, "Audit log").',
    );
}

/** A recorder bound to one request, and the check that it was used as the route promised. */
export function requestAudit(route: RouteDefinition, context: AuditContext) {
  const recorded: AuditEntry[] = [];
  const audit: AuditRecorder = async (tx, entry) => {
    if (!registered.write) throw new Error('No audit writer is registered (lib/api/modules.ts).');
    await registered.write(tx, context, entry);
    recorded.push(entry);
  };
  const assertRecorded = () => {
    const rule = route.audit;
    if (!rule || !('entity' in rule)) return;
    const entities = declaredEntities(route);
    const kept = recorded.some(
      (e) => entities.includes(e.entity) && rule.actions.includes(e.action),
    );
    if (kept) return;
    const message = `${route.method} /api${route.path} succeeded without an audit row for ${entities.join(' or ')} (${rule.actions.join(', ')}).`;
    // The write has committed by now; in tests this fails the call so the gap cannot ship.
    if (process.env.NODE_ENV === 'test') throw new Error(message);
    console.error(`[audit] ${context.requestId} ${message}`);
  };
  return { audit, assertRecorded };
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
