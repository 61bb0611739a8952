/**
 * The web tier's admission gate, decided before Next.js routes, runs middleware, decrypts a
 * session or renders (lib/net/edge-admission.ts wires it to the server). Pure rules here:
 * which paths are gated, how many requests the web tier lets in at once, and when to refuse.
 *
 * It shares its budget with the database's gate (lib/db/admission.ts): a request is refused
 * when that gate would refuse it at once, and the web tier keeps no more requests in flight
 * than a few times the places the database gives (per school, as the API's gate shares them).
 * Without the second rule a burst passed the edge while the database's queue still looked
 * short, spent Next's routing and middleware, and was refused later and slowly by the
 * database's gate (503 p50 1.3 s, p99 3.6 s); with it, what Next works on stays what the
 * database can serve within its wait budget, and the rest is told at once.
 */
import type { AdmissionLimits } from '../db/admission';

/** What a gated request is: an API call through the BFF, or a page (a render, an RSC fetch). */
export type EdgeKind = 'api' | 'page';

/** API paths answered whatever the load: liveness, readiness, logout (clears the session). */
const NEVER_GATED_API = new Set(['/api/health', '/api/ready', '/api/logout']);
/** Pages and files never gated: the sign-in pages, a school's root (a redirect to them), Next's files. */
const NEVER_GATED_EXACT = new Set(['/', '/favicon.ico']);
const NEVER_GATED_PREFIXES = ['/authentication/', '/pages/authentication/', '/_next/'];
/** A last segment with a file extension: static files, public logos under /storage. */
const FILE = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Whether a request path is gated, and as what; null: never gated. Paths that could be read
 * as another path (`..`, encoded characters) are never exempt, so an exemption cannot be
 * borrowed by a crafted path.
 */
export function edgeKindOf(pathname: string): EdgeKind | null {
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const plain = !/%|\/\.\.?(\/|$)|\/\//.test(pathname);
  if (isApi) return plain && NEVER_GATED_API.has(pathname) ? null : 'api';
  if (!plain) return 'page';
  const exempt =
    NEVER_GATED_EXACT.has(pathname) ||
    NEVER_GATED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    FILE.test(pathname) ||
    pathname === '/authentication';
  return exempt ? null : 'page';
}

/** The request path without its query (`request.url` is origin-form on an HTTP server). */
export function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/** How many requests of one kind the web tier has in flight at most, overall and per school. */
export type EdgeLimits = { total: number; perSchool: number };

/** Without a database gate in this process (the API upstream, or not yet open). */
const WITHOUT_DATABASE_GATE: AdmissionLimits = {
  concurrency: 10,
  queueLimit: 0,
  maxWaitMs: 0,
  perSchool: { running: 4, waiting: 0 },
};

/**
 * `depth` requests in flight per place the database gives: enough that the database always
 * has the next request at hand while Next prepares it, few enough that every one of them is
 * served within the database gate's wait budget rather than refused by it late.
 */
export function edgeLimitsFor(database: AdmissionLimits | undefined, depth: number): EdgeLimits {
  const { concurrency, perSchool } = database ?? WITHOUT_DATABASE_GATE;
  const total = Math.max(1, Math.round(concurrency * depth));
  const schoolPlaces = perSchool ? Math.min(perSchool.running, concurrency) : concurrency;
  return { total, perSchool: Math.min(total, Math.max(1, Math.round(schoolPlaces * depth))) };
}

/**
 * How long a request may wait at the edge for its turn: past it, 503 (the database's gate
 * then still has its own budget, and the whole answer comes within about 2 s).
 */
export const EDGE_MAX_WAIT_MS = 1000;
/** The queue holds what the web tier has lately served in this long, so waiters get in. */
export const EDGE_QUEUE_SERVES_IN_MS = 500;

/** Before the web tier's pace is known, the queue holds this many times the in-flight limit. */
const UNMEASURED_QUEUE_FACTOR = 4;

/**
 * How many requests may wait at the edge: what the web tier serves in EDGE_QUEUE_SERVES_IN_MS
 * at its measured pace (so a waiter is let in well before EDGE_MAX_WAIT_MS instead of being
 * refused late), never fewer than may be in flight; before the pace is known (0), a few times
 * that. Waiting costs nothing, while a client refused at once may ask again at once.
 */
export function edgeQueueLimit(limits: EdgeLimits, servedPerSecond: number): EdgeLimits {
  if (!servedPerSecond)
    return {
      total: limits.total * UNMEASURED_QUEUE_FACTOR,
      perSchool: limits.perSchool * UNMEASURED_QUEUE_FACTOR,
    };
  const served = Math.round((servedPerSecond * EDGE_QUEUE_SERVES_IN_MS) / 1000);
  return { total: Math.max(limits.total, served), perSchool: Math.max(limits.perSchool, served) };
}

export type EdgeState = {
  /** Requests of this kind in flight in the web tier, overall and of the request's school. */
  inFlight: number;
  inFlightOfSchool: number;
  /** Waiting at the edge, overall and of the request's school; whether one could take a free place first. */
  waiting: number;
  waitingOfSchool: number;
  waiterGoesFirst: boolean;
  limits: EdgeLimits;
  queueLimit: EdgeLimits;
  /** The database's gate would refuse this school's request at once. */
  databaseRefuses: boolean;
};

/** Let in now, wait at the edge for a place, or refuse at once. */
export function edgeDecision(state: EdgeState): 'now' | 'wait' | 'refuse' {
  if (state.databaseRefuses) return 'refuse';
  const room =
    state.inFlight < state.limits.total && state.inFlightOfSchool < state.limits.perSchool;
  if (room && !state.waiterGoesFirst) return 'now';
  const queueFull =
    state.waiting >= state.queueLimit.total || state.waitingOfSchool >= state.queueLimit.perSchool;
  return queueFull ? 'refuse' : 'wait';
}
