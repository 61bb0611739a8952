/**
 * The edge of every route: what a handler receives from the request — path parameters, query
 * and body — read and checked here, and nowhere else. Every string of it is checked for text
 * no record may hold (validation.ts: control characters, lone surrogates) before any schema
 * runs, so a route cannot forget the check; then the route's schemas parse it (422 per field).
 * A route without a body schema gets no body (it is never read); handlers never read the
 * request themselves (eslint.config.mjs refuses `c.req.json()` and its kin in the modules).
 */
import type { Context } from 'hono';
import { readRequestBody } from './body';
import type { ApiEnv } from './context';
import type { RouteDefinition } from './route';
import { parseOrThrow, refuseUnstorableText } from './validation';

export type RouteInput = { params: Record<string, string>; query: unknown; body: unknown };

export async function routeInput(c: Context<ApiEnv>, route: RouteDefinition): Promise<RouteInput> {
  const params = c.req.param() as Record<string, string>;
  refuseUnstorableText(params);
  const rawQuery = c.req.query();
  refuseUnstorableText(rawQuery);
  // The body too is checked before any schema runs: a route with a query schema once answered
  // its query's 422 (a missing class_section_id) to a body holding a lone surrogate.
  const rawBody = route.body ? await readRequestBody(c.req.raw) : undefined;
  if (route.body) refuseUnstorableText(rawBody);
  const query = route.query ? parseOrThrow(route.query, rawQuery) : undefined;
  if (!route.body) return { params, query, body: undefined };
  return { params, query, body: parseOrThrow(route.body, rawBody) };
}
