/**
 * The API's paths that touch no database and so pass no admission gate: the liveness probe
 * and the OpenAPI document. They are answered even while the gate refuses everything else,
 * by the API and by the web tier's early refusal (lib/bff/early-refusal.ts) alike.
 */
export const HEALTH_PATH = '/health';
export const OPENAPI_PATH = '/openapi.json';

export function usesNoDatabase(apiPath: string): boolean {
  return apiPath === `/api${HEALTH_PATH}` || apiPath === `/api${OPENAPI_PATH}`;
}
