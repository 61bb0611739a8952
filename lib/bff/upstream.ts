import 'server-only';
/**
 * Calling the API from the web tier: the headers of SPEC §7 (bearer token from the session,
 * the school code under each spelling, X-Subdomain and X-Is-Subdomain), in-process by default
 * or over HTTP to API_UPSTREAM_URL.
 */
import { config } from '../config/env';
import { SCHOOL_CODE_HEADERS } from '../api/http/tenant';
import { vouchForAddress } from '../api/http/client-address';
import { LOCALE_COOKIE } from '../i18n/cookie';
import { isLocale } from '../i18n/locales';

export type CallContext = {
  token?: string;
  schoolCode?: string | null;
  subdomain?: string | null;
  /** The browser's address as the BFF worked it out (lib/bff/client.ts); signed for the API. */
  clientAddress?: string;
  /**
   * The languages the browser asks for, its last choice (the locale cookie) first: what the
   * API answers a signed-out caller's errors in (lib/api/http/error-locale.ts).
   */
  acceptLanguage?: string;
};

/** What a browser's request shows of its languages (a NextRequest has both). */
type BrowserRequest = {
  headers: Headers;
  cookies: { get: (name: string) => { value: string } | undefined };
};

/**
 * Accept-Language for the API: the browser's own choice on this site first (the locale
 * cookie, only a language offered: the cookie is the browser's to write), then its header.
 */
export function browserLanguages(request: BrowserRequest): string {
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
  const header = request.headers.get('accept-language')?.trim();
  return [isLocale(cookie) ? cookie : undefined, header].filter(Boolean).join(', ');
}

/**
 * Only what the API reads goes upstream: the token as a bearer header, the school headers,
 * the vouched client address, the languages asked for and the body's type. Never the browser's cookies (the sealed
 * session among them) nor any header a browser could use to pose as the BFF.
 */
export function upstreamHeaders(ctx: CallContext, base?: HeadersInit): Headers {
  const headers = new Headers();
  const type = new Headers(base).get('content-type');
  if (type) headers.set('Content-Type', type);
  if (ctx.token) headers.set('Authorization', `Bearer ${ctx.token}`);
  if (ctx.schoolCode) for (const name of SCHOOL_CODE_HEADERS) headers.set(name, ctx.schoolCode);
  if (ctx.subdomain) {
    headers.set('X-Subdomain', ctx.subdomain);
    headers.set('X-Is-Subdomain', 'true');
  }
  if (ctx.clientAddress)
    for (const [name, value] of Object.entries(
      vouchForAddress(config().sessionSecret, ctx.clientAddress),
    ))
      headers.set(name, value);
  if (ctx.acceptLanguage) headers.set('Accept-Language', ctx.acceptLanguage);
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

/** The in-process API's admission gate (none when the API is upstream or not yet open). */
export async function inProcessAdmission() {
  if (config().apiUpstreamUrl) return undefined;
  const { admissionGate } = await import('../server/runtime');
  return admissionGate();
}

/** A JSON call from server code; returns status and parsed body. */
export async function callApiJson<T = unknown>(
  call: ApiCall,
  ctx: CallContext,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await callApi(call, ctx);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { error: true, message: text };
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The API's response headers a browser needs (Retry-After on every 429 among them). */
const HEADERS_FOR_THE_BROWSER = [
  'content-type',
  'x-request-id',
  'retry-after',
  'cache-control',
  'content-disposition',
  // The pages a streamed PDF will have (the ID cards' progress bar).
  'x-page-count',
];

export function headersForTheBrowser(upstream: Headers): Headers {
  const out = new Headers();
  for (const name of HEADERS_FOR_THE_BROWSER) {
    const value = upstream.get(name);
    if (value) out.set(name, value);
  }
  return out;
}
