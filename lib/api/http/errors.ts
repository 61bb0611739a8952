/**
 * One error class, one envelope, one status table. Route code throws ApiError (or lets a
 * database error escape); toErrorResponse turns anything into the envelope of
 * docs/ARCHITECTURE.md without leaking stacks or SQL.
 */
import { isDatabaseBusy } from '../../db/admission';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { apiMessage, renderApiText, type ApiText } from './messages';

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
/** Field errors as given: keyed messages, rendered per caller (messages.ts). */
export type FieldTexts = Record<string, ApiText>;

/**
 * The exact message the client's session rules (SPEC §8) recognise: a protocol word, the
 * same in every language (the client signs the person out on it, then shows its own words).
 */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export class ApiError extends Error {
  readonly status: number;
  /** The field errors in English (as `message` is); `texts` renders them in any language. */
  readonly errors?: FieldErrors;
  readonly texts: { message: ApiText; errors?: FieldTexts };
  constructor(
    readonly kind: ErrorKind,
    message: ApiText,
    errors?: FieldTexts,
    readonly headers?: Record<string, string>,
  ) {
    super(renderApiText(message));
    this.name = 'ApiError';
    this.status = STATUS[kind];
    this.texts = { message, errors };
    if (errors) this.errors = renderFields(errors, DEFAULT_LOCALE);
  }

  /** The message and field errors in `locale`. */
  rendered(locale: Locale): { message: string; errors?: FieldErrors } {
    const { message, errors } = this.texts;
    return {
      message: renderApiText(message, locale),
      ...(errors && { errors: renderFields(errors, locale) }),
    };
  }
}

function renderFields(errors: FieldTexts, locale: Locale): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, renderApiText(text, locale)]),
  );
}

/** What a 404 may be about: one message per entity, never a noun glued into a sentence. */
const NOT_FOUND = {
  record: 'notFound.record',
  account: 'notFound.account',
  announcement: 'notFound.announcement',
  application: 'notFound.application',
  backup: 'notFound.backup',
  certificate: 'notFound.certificate',
  class: 'notFound.class',
  defaultSessionYear: 'notFound.defaultSessionYear',
  expense: 'notFound.expense',
  feeStructure: 'notFound.feeStructure',
  file: 'notFound.file',
  guardian: 'notFound.guardian',
  import: 'notFound.import',
  inquiry: 'notFound.inquiry',
  leaveRequest: 'notFound.leaveRequest',
  notification: 'notFound.notification',
  payment: 'notFound.payment',
  payrollRun: 'notFound.payrollRun',
  payslip: 'notFound.payslip',
  payslipLine: 'notFound.payslipLine',
  plan: 'notFound.plan',
  refund: 'notFound.refund',
  registrationRequest: 'notFound.registrationRequest',
  request: 'notFound.request',
  role: 'notFound.role',
  salaryStructure: 'notFound.salaryStructure',
  school: 'notFound.school',
  sessionYear: 'notFound.sessionYear',
  staffMember: 'notFound.staffMember',
  stockMovement: 'notFound.stockMovement',
  student: 'notFound.student',
  subscription: 'notFound.subscription',
  teacher: 'notFound.teacher',
  user: 'notFound.user',
} as const;
export type NotFoundEntity = keyof typeof NOT_FOUND;

export const unauthenticated = () => new ApiError('unauthenticated', UNAUTHENTICATED_MESSAGE);
export const forbidden = (message: ApiText = apiMessage('errors.forbidden')) =>
  new ApiError('forbidden', message);
export const notFound = (what: NotFoundEntity = 'record') =>
  new ApiError('notFound', apiMessage(NOT_FOUND[what]));
/**
 * A 404 about a record a generic resource names by its English label (resource.ts): the
 * exact English, and the general "record was not found" in other languages.
 */
export const notFoundLabelled = (label: string) =>
  new ApiError('notFound', {
    ...apiMessage(NOT_FOUND.record),
    english: `The ${label} was not found.`,
  });
export const validationFailed = (errors: FieldTexts) =>
  new ApiError('validation', Object.values(errors)[0] ?? apiMessage('errors.invalid'), errors);

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
const UNIQUE_FIELDS = new Map<string, { field: string; message: ApiText }>();

export function reportUniqueViolationOn(constraint: string, field: string, message: ApiText): void {
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
    return new ApiError('conflict', apiMessage('errors.exists'));
  }
  if (pg.code === '23503') return new ApiError('conflict', apiMessage('errors.inUseOrMissing'));
  return undefined;
}

/** The envelope of any error, its messages in `locale` (the caller's: error-locale.ts). */
export function toErrorBody(
  error: unknown,
  requestId: string,
  locale: Locale = DEFAULT_LOCALE,
): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  error = constraintError(error) ?? error;
  const say = (key: string, values?: Record<string, string>) =>
    renderApiText(apiMessage(key, values), locale);
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: true, ...error.rendered(locale) };
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
      body: { error: true, message: say('errors.busy') },
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: STATUS.unavailable,
      body: {
        error: true,
        message: say('errors.unavailable'),
        request_id: requestId,
      },
      headers: { 'Retry-After': '5' },
    };
  }
  return {
    status: STATUS.internal,
    body: {
      error: true,
      message: say('errors.internal', { reference: requestId }),
      request_id: requestId,
    },
  };
}
