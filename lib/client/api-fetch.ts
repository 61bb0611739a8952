/**
 * The one fetch wrapper the browser uses (SPEC §8). Any non-OK response raises ApiRequestError
 * with status and data; the message comes from the JSON body, else the status text, else
 * `HTTP {status}`. A 401 that means the session is gone clears what the browser keeps and
 * fires the auth-expired event.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  /** Field messages of a 422, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

export const AUTH_EXPIRED_EVENT = 'schola:auth-expired';
export const STORED_KEYS = ['school_code', 'subdomain', 'user'] as const;

export function errorMessage(status: number, statusText: string, data: unknown): string {
  const fromBody = (data as { message?: unknown } | null)?.message;
  if (typeof fromBody === 'string' && fromBody.trim()) return fromBody;
  if (statusText) return statusText;
  return `HTTP ${status}`;
}

/** SPEC §8: a 401 whose message mentions Unauthenticated or token, or any 401 without a session. */
export function meansSessionExpired(status: number, message: string, hasSession: boolean): boolean {
  return status === 401 && (/unauthenticated|token/i.test(message) || !hasSession);
}

function hasStoredSession(): boolean {
  return typeof window !== 'undefined' && window.localStorage.getItem('user') !== null;
}

/**
 * Set when the user signs out: until the login page has loaded, a 401 for a request that was
 * still in flight (a list refreshing, a badge polling) is the sign-out itself, not an expired
 * session. Announced as expired, it sent the user to "Your session has ended" with the page
 * they were leaving as the return address, cutting short the load of the plain login page.
 */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export function clearStoredSession(): void {
  if (typeof window === 'undefined') return;
  for (const key of STORED_KEYS) window.localStorage.removeItem(key);
}

export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'include' });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message = errorMessage(response.status, response.statusText, data);
    const isLogin = path.startsWith('/api/login');
    const expired = meansSessionExpired(response.status, message, hasStoredSession());
    if (!isLogin && !signingOut && expired) {
      clearStoredSession();
      window.dispatchEvent(new CustomEvent(AUTH_EXPIRED_EVENT, { detail: { path } }));
    }
    throw new ApiRequestError(message, response.status, data);
  }
  return data as T;
}
