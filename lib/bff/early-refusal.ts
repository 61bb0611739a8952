/**
 * Under overload most requests are refused, and a refusal should cost next to nothing: a
 * client told 503 may ask again at once (a load tester does), and every refusal that opens
 * the session, reads the body, signs the client address and builds a request for the API
 * takes the CPU from the requests that were let in. So the BFF asks the database's admission
 * gate first (when the API runs in this process) and answers its 503 before all of that — the
 * same answer the API gives (lib/api/http/errors.ts), `Retry-After` included.
 */
import { DatabaseBusyError, type AdmissionGate } from '../db/admission';
import { toErrorBody } from '../api/http/errors';
import { usesNoDatabase } from '../api/http/paths-without-database';

/** Paths the BFF answers whatever the API says (logout always clears the session). */
const ALWAYS_HANDLED = new Set(['/api/logout']);

/**
 * The 503 to answer now, or null to go on. `school`: the tenant's subdomain ('' none), the
 * key the API's gate shares places by (lib/api/http/mount.ts).
 */
export function earlyRefusal(
  gate: Pick<AdmissionGate, 'refusesAtOnce'> | undefined,
  apiPath: string,
  school: string,
): Response | null {
  if (!gate || usesNoDatabase(apiPath) || ALWAYS_HANDLED.has(apiPath)) return null;
  if (!gate.refusesAtOnce(school)) return null;
  const { status, body, headers } = toErrorBody(new DatabaseBusyError('queue-full'), '');
  return Response.json(body, { status, headers });
}
