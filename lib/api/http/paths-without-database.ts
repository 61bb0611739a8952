/**
 * The API's paths that pass no admission gate: the liveness probe and the OpenAPI document
 * touch no database; the readiness probe asks the database one `select 1` of its own, beside
 * the queue (it must say whether the database answers, not whether the queue is long). They
 * are answered even while the gate refuses everything else, by the API, the BFF's early
 * refusal (lib/bff/early-refusal.ts) and the web tier's edge gate (lib/net/edge-gate.ts) alike.
 */
export const HEALTH_PATH = '/health';
export const READY_PATH = '/ready';
export const OPENAPI_PATH = '/openapi.json';

export function usesNoDatabase(apiPath: string): boolean {
  return (
    apiPath === `/api${HEALTH_PATH}` ||
    apiPath === `/api${READY_PATH}` ||
    apiPath === `/api${OPENAPI_PATH}`
  );
}
