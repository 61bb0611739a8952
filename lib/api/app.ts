/**
 * The API: one Hono application, a web-standard fetch handler. Next.js calls it in-process
 * through the BFF; `npm run api` serves it over HTTP. Its dependencies (the database, the
 * configuration) are passed in, so tests build one per fresh database.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from './http/context';
import { envelope } from './http/envelope';
import { errorLocale } from './http/error-locale';
import { toErrorBody } from './http/errors';
import { apiMessage, renderApiText } from './http/messages';
import { openApiDocument } from './http/openapi';
import { mountRoutes } from './http/mount';
import { HEALTH_PATH, OPENAPI_PATH, READY_PATH } from './http/paths-without-database';
import { checkReadiness } from './http/readiness';
import { isDatabaseBusy } from '../db/admission';
import { allRoutes } from './routes';
import { API_CSP, BASELINE_HEADERS } from '../security/headers';

/** The API's own security headers, so that `npm run api` served alone sends them too. */
function setSecurityHeaders(headers: Headers) {
  for (const { key, value } of BASELINE_HEADERS) headers.set(key, value);
  headers.set('Content-Security-Policy', API_CSP);
  // A route that says how its answer may be cached (a private file) keeps its own rule.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

/** False for a response whose headers are immutable (one from fetch, a redirect). */
function headersSettable(response: Response): boolean {
  try {
    response.headers.set('X-Request-Id', '');
    return true;
  } catch {
    return false;
  }
}

/** An error's first line, short enough for one log line. */
function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 200) : String(error);
}

export function createApi(deps: ApiDeps) {
  const app = new Hono<ApiEnv>().basePath('/api');

  app.use(async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    await next();
    // On the response's own headers, not through c.header(): once a response exists,
    // c.header() rebuilds it around its body as a stream, and the server then reads that
    // stream back chunk by chunk — under load, a third of the CPU of every small answer.
    // (Assigning c.res rebuilds it the same way: only a response with immutable headers is.)
    if (!headersSettable(c.res)) c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Request-Id', requestId);
    setSecurityHeaders(c.res.headers);
  });

  // The floor for benchmarks and a liveness probe: touches no database.
  app.get(HEALTH_PATH, (c) => c.json(envelope({ status: 'ok' })));
  // Readiness: the database answers, beside the admission queue (http/readiness.ts).
  app.get(READY_PATH, async (c) => {
    const readiness = await checkReadiness(deps.database, undefined, (error) =>
      console.warn(`[api] not ready: ${firstLine(error)}`),
    );
    if (readiness.ready)
      return c.json(envelope({ status: 'ready', took_ms: Math.round(readiness.tookMs) }));
    c.header('Retry-After', '5');
    return c.json({ error: true, message: readiness.message, reason: readiness.reason }, 503);
  });
  app.get(OPENAPI_PATH, (c) => c.json(openApiDocument(allRoutes)));

  mountRoutes(app, allRoutes);

  app.notFound(async (c) => {
    const noRoute = apiMessage('errors.noRoute', { method: c.req.method, path: c.req.path });
    const message = renderApiText(noRoute, await errorLocale(c, undefined));
    return c.json({ error: true, message }, 404);
  });
  app.onError(async (error, c) => {
    const requestId = c.get('requestId') ?? randomUUID();
    const locale = await errorLocale(c, error);
    const { status, body, headers } = toErrorBody(error, requestId, locale);
    if (isDatabaseBusy(error)) {
      // Load shedding, by design: counted by the load benchmark, not logged per request.
    } else if (status === 503) {
      // Expected while the database restarts: one line, not a stack per request.
      console.warn(
        `[api] ${requestId} ${c.req.method} ${c.req.path}: database unavailable (${firstLine(error)})`,
      );
    } else if (status >= 500) {
      console.error(`[api] ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
    }
    const response = c.json(body, status as 500);
    response.headers.set('X-Request-Id', requestId);
    setSecurityHeaders(response.headers);
    for (const [k, v] of Object.entries(headers ?? {})) response.headers.set(k, v);
    return response;
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
