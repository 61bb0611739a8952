/**
 * Mounts declared routes on the Hono app: wait for the database's admission gate,
 * authenticate, check access, read the path, query and body at the edge (input.ts: every
 * string checked, then the route's schemas), run the handler, wrap plain objects in the
 * success envelope.
 */
import type { Context, Hono } from 'hono';
import type { Database } from '../../db/client';
import type { ApiEnv, Caller } from './context';
import { assertAuditDeclared, requestAudit } from './audit';
import { authenticate, bearerToken } from './authenticate';
import { clientAddress } from './client-address';
import { inReaderLanguage } from './envelope';
import { forbidden, unauthenticated } from './errors';
import { apiMessage } from './messages';
import { routeInput } from './input';
import { withReaderLanguage } from './reader-language';
import type { Access, RouteDefinition } from './route';
import { enforcePlan } from './plan-gate';
import { isBulkResponse, pacedResponse } from './paced';
import { schoolHint, type SchoolHint } from './tenant';

export function mountRoutes(app: Hono<ApiEnv>, routes: RouteDefinition[]): void {
  for (const route of routes) {
    assertAuditDeclared(route);
    app.on(route.method, route.path, async (c) => {
      const deps = c.get('deps');
      const hint = schoolHint(c.req.raw.headers, deps.config.appHost);
      const school = hint.subdomain ?? hint.code ?? '';
      return route.report && deps.report
        ? await deps.report(() => serve(c, route, hint, school), school)
        : await serve(c, route, hint, school);
    });
  }
}

/**
 * One request of the route: admission, caller, input, handler, answer. `school` names whose
 * request it is for the gate's and the bulk lane's shares (subdomain or code, '' unknown).
 */
async function serve(
  c: Context<ApiEnv>,
  route: RouteDefinition,
  hint: SchoolHint,
  school: string,
): Promise<Response> {
  const deps = c.get('deps');
  const release = await deps.admit?.(() => c.req.raw.signal, school);
  try {
    const db = await deps.database();
    const caller = await callerFor(c, db, route.access, hint);
    // Whose language an error answers in (error-locale.ts).
    c.set('caller', caller);
    enforcePlan(route, caller);
    const { params, query, body } = await routeInput(c, route);
    const requestId = c.get('requestId');
    const { audit, assertRecorded } = requestAudit(route, {
      caller,
      requestId,
      clientAddress: clientAddress(c),
    });
    // What the handler writes itself (PDFs, CSV headers, its success message) is in the
    // reader's language; the message is rendered after the handler (a new language choice counts).
    const result = await withReaderLanguage(c, async () =>
      inReaderLanguage(
        await route.handler({
          c,
          db,
          caller: caller as never,
          params,
          query,
          body,
          requestId,
          audit,
        }),
      ),
    );
    if (!(result instanceof Response && result.status >= 400)) assertRecorded();
    if (!(result instanceof Response)) return c.json(result);
    const { bulk } = deps;
    return bulk && isBulkResponse(result)
      ? pacedResponse(result, (work) => bulk(work, school))
      : result;
  } finally {
    release?.();
  }
}

async function callerFor(
  c: Context<ApiEnv>,
  db: Database,
  required: Access,
  hint: SchoolHint,
): Promise<Caller | null> {
  if (required.kind === 'public') return null;
  const caller = await authenticate(db, bearerToken(c.req.raw.headers), hint);
  if (required.kind === 'signed-in') return caller;
  if (required.kind === 'provider') {
    if (caller.kind !== 'provider') throw forbidden();
    return caller;
  }
  if (caller.kind !== 'school') throw unauthenticated();
  // A school-wide figure first needs the permission at all, then through a staff role.
  const needed =
    required.kind === 'permission' || required.kind === 'school-wide' ? required.permission : null;
  if (needed && !caller.permissions.has(needed)) {
    throw forbidden(apiMessage('errors.needPermission', { permission: needed }));
  }
  if (required.kind === 'school-wide' && !caller.staffPermissions.has(required.permission)) {
    throw forbidden(apiMessage('errors.schoolWide', { permission: required.permission }));
  }
  if (required.kind === 'role' && !caller.roles.includes(required.role)) {
    throw forbidden(apiMessage('errors.onlyRole', { role: required.role }));
  }
  return caller;
}
