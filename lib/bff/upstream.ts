import 'server-only';
/**
 * Calling the API from the web tier: the headers of SPEC §7 (bearer token from the session,
 * the school code under each spelling, X-Subdomain and X-Is-Subdomain), in-process by default
 * or over HTTP to API_UPSTREAM_URL.
 */
import { config } from '../config/env';
import { SCHOOL_CODE_HEADERS } from '../api/http/tenant';

export type CallContext = {
  token?: string;
  schoolCode?: string | null;
  subdomain?: string | null;
  clientAddress?: string;
  /** Cookies the browser sent, forwarded as the original client does (credentials included). */
  cookie?: string | null;
};

export function upstreamHeaders(ctx: CallContext, base?: HeadersInit): Headers {
  const headers = new Headers(base);
  headers.delete('host');
  headers.delete('authorization');
  for (const name of [...SCHOOL_CODE_HEADERS, 'x-subdomain', 'x-is-subdomain', 'x-forwarded-for'])
    headers.delete(name);
  if (ctx.token) headers.set('Authorization', `Bearer ${ctx.token}`);
  if (ctx.schoolCode) for (const name of SCHOOL_CODE_HEADERS) headers.set(name, ctx.schoolCode);
  if (ctx.subdomain) {
    headers.set('X-Subdomain', ctx.subdomain);
    headers.set('X-Is-Subdomain', 'true');
  }
  if (ctx.clientAddress) headers.set('X-Forwarded-For', ctx.clientAddress);
  if (ctx.cookie) headers.set('Cookie', ctx.cookie);
  headers.set('Accept', 'application/json');
  return headers;
}

export type ApiCall = {
  method?: string;
  path: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  /** Aborted when the browser goes away. */
  signal?: AbortSignal;
};

/** Sends one call to the API; `path` starts with /api/. */
export async function callApi(call: ApiCall, ctx: CallContext): Promise<Response> {
  const cfg = config();
  const headers = upstreamHeaders(ctx, call.headers);
  const init: RequestInit = {
    method: call.method ?? 'GET',
    headers,
    body: call.body ?? null,
    signal: call.signal,
  };
  if (cfg.apiUpstreamUrl) return fetch(new URL(call.path, cfg.apiUpstreamUrl), init);
  const { api } = await import('../server/runtime');
  return api().fetch(new Request(new URL(call.path, 'http://in-process.invalid'), init));
}

/** A JSON call from server code; returns status and parsed body. */
export async function callApiJson<T = unknown>(
  call: ApiCall,
  ctx: CallContext,
): Promise<{ status: number; body: T }> {
  const response = await callApi(call, ctx);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { error: true, message: text };
  }
  return { status: response.status, body: body as T };
}
