/**
 * One error class, one envelope, one status table. Route code throws ApiError (or lets a
 * database error escape); toErrorResponse turns anything into the envelope of
 * docs/ARCHITECTURE.md without leaking stacks or SQL.
 */
import { isDatabaseBusy } from '../../db/admission';

export const STATUS = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  paymentRequired: 402,
  conflict: 409,
  payloadTooLarge: 413,
  validation: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof STATUS;
export type FieldErrors = Record<string, string>;

/** The exact message the client's session rules (SPEC §8) recognise. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS[kind];
  }
}

export const unauthenticated = () => new ApiError('unauthenticated', UNAUTHENTICATED_MESSAGE);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError('forbidden', message);
export const notFound = (what = 'The record') => new ApiError('notFound', `${what} was not found.`);
export const validationFailed = (errors: FieldErrors) =>
  new ApiError('validation', Object.values(errors)[0] ?? 'The given data was invalid.', errors);

export type ErrorBody = {
  error: true;
  message: string;
  errors?: FieldErrors;
  request_id?: string;
};

/** PostgreSQL and driver errors that mean "the database cannot be reached right now". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (/^(08|57P0[1-3]|53300)/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
    return true;
  if (
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
      message,
    )
  )
    return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/**
 * Unique constraints a module wants reported on a form field (422) rather than as a 500:
 * constraint name → field and message. Modules register theirs next to their routes.
 */
const UNIQUE_FIELDS = new Map<string, { field: string; message: string }>();

export function reportUniqueViolationOn(constraint: string, field: string, message: string): void {
  UNIQUE_FIELDS.set(constraint, { field, message });
}

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error inside a driver or ORM wrapper, if any. */
function pgErrorOf(error: unknown): PgError | undefined {
  let e = error as PgError | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgError | undefined;
  }
  return undefined;
}

/** Database constraint failures that are the caller's doing, as API errors. */
export function constraintError(error: unknown): ApiError | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  if (pg.code === '23505') {
    const known = pg.constraint ? UNIQUE_FIELDS.get(pg.constraint) : undefined;
    if (known) return validationFailed({ [known.field]: known.message });
    return new ApiError('conflict', 'This record already exists.');
  }
  if (pg.code === '23503') {
    return new ApiError(
      'conflict',
      'This record is still in use by other records, or refers to one that does not exist.',
    );
  }
  return undefined;
}

export function toErrorBody(
  error: unknown,
  requestId: string,
): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  error = constraintError(error) ?? error;
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: true, message: error.message };
    if (error.errors) body.errors = error.errors;
    // Every 429 tells the client when to come back, even one thrown without saying so.
    const headers =
      error.status === STATUS.tooManyRequests && !error.headers?.['Retry-After']
        ? { ...error.headers, 'Retry-After': '60' }
        : error.headers;
    return { status: error.status, body, headers };
  }
  if (isDatabaseBusy(error)) {
    return {
      status: STATUS.unavailable,
      body: { error: true, message: 'The server is busy. Please try again in a moment.' },
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: STATUS.unavailable,
      body: {
        error: true,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        request_id: requestId,
      },
      headers: { 'Retry-After': '5' },
    };
  }
  return {
    status: STATUS.internal,
    body: {
      error: true,
      message: `Something went wrong on our side. If it keeps happening, quote reference ${requestId}.`,
      request_id: requestId,
    },
  };
}
