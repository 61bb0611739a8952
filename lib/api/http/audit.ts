/**
 * The machinery's side of the audit log: every write route must say how it is audited (a
 * route without a declaration is refused when the app is built), and every successful call of
 * an audited route must have recorded a row for its declared entity and actions. A miss is a
 * bug in the route: tests fail on it (500), production logs it loudly.
 */
import {
  recordAudit,
  type AuditContext,
  type AuditEntry,
  type AuditRecorder,
} from '../modules/audit/record';
import { WRITE_METHODS, type RouteDefinition } from './route';

export const isWriteRoute = (route: Pick<RouteDefinition, 'method'>) =>
  WRITE_METHODS.includes(route.method);

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
    await recordAudit(tx, context, entry);
    recorded.push(entry);
  };
  const assertRecorded = () => {
    const rule = route.audit;
    if (!rule || !('entity' in rule)) return;
    const entities: readonly string[] =
      typeof rule.entity === 'string' ? [rule.entity] : rule.entity;
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
