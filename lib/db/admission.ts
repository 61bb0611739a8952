/**
 * A bounded queue in front of the database. PGlite is one connection on the main thread:
 * left alone, 200 waiting requests all interleave their queries and every one of them
 * becomes slow, the client gives up at 10 s and the server still works on the abandoned
 * requests. Instead a few requests run at a time, a bounded number wait, and the rest are
 * told at once to come back (503 with Retry-After). A waiter whose client has gone is
 * dropped before its first query, and no one waits longer than `maxWaitMs` — nor longer than
 * leaves time to run within `answerWithinMs`.
 *
 * One deployment serves many schools: with `perSchool`, no school holds more than its share of
 * the running places or of the queue, so a large school's burst (a report, an export, a
 * morning of attendance) waits behind itself while a small school's requests still get in.
 */
import { BulkLane } from './bulk-lane';

export type AdmissionLimits = {
  /** Requests using the database at once. */
  concurrency: number;
  /** Requests allowed to wait; one more is refused at once. */
  queueLimit: number;
  /** A waiter still not admitted after this long is refused, so every answer comes quickly. */
  maxWaitMs: number;
  /**
   * Every answer within this long: a waiter waits at most this minus what a request has
   * lately taken to run once admitted (and never more than maxWaitMs), so one admitted late
   * still answers in time; when running alone takes the whole budget, refused at once.
   */
  answerWithinMs?: number;
  /**
   * How long a turn of admissions lasts (see admitNext): within it a freed place goes to the
   * next waiter at once. Unset or 0: one admission round per turn of the event loop.
   */
  turnMs?: number;
  /** At most this many running and this many waiting per school (unset: no share). */
  perSchool?: { running: number; waiting: number };
  /**
   * The fraction of the time bulk work (exports) may hold while any request is running or
   * waiting (bulk-lane.ts); 1 when unset.
   */
  bulkShare?: number;
};

/** Thrown when the queue is full or the wait too long: answered 503 with Retry-After. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(readonly reason: 'queue-full' | 'waited-too-long' | 'client-gone') {
    // Without a stack: under overload thousands are made a second, it is never logged, and
    // capturing the stack was the refusal's single largest cost.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`The database is busy (${reason}).`);
    Error.stackTraceLimit = limit;
    this.name = 'DatabaseBusyError';
  }
}

/**
 * By name as well as by class: under Next the gate and the API can be loaded in different
 * bundles, each with its own copy of the class, and `instanceof` then misses (the refusal was
 * answered 500 and logged as a failure instead of a 503 with Retry-After).
 */
export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return (
    error instanceof DatabaseBusyError ||
    (error instanceof Error && error.name === 'DatabaseBusyError')
  );
}

type Waiter = {
  school: string;
  admit: () => void;
  refuse: (error: DatabaseBusyError) => void;
  /** Admitted, refused, timed out or abandoned: it takes no further part. */
  done: boolean;
  signal?: AbortSignal;
};

export type Release = () => void;

/**
 * The client's abort signal, or a way to get it: a refusal at once never asks for it (see
 * enter), so an overloaded server does not build one per refused request.
 */
export type ClientSignal = AbortSignal | (() => AbortSignal);

export class AdmissionGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Running requests per school (only kept with a perSchool share). */
  private readonly runningBySchool = new Map<string, number>();
  /** Exports, a batch at a time, and reports, yielding to the requests at this gate. */
  readonly bulk: BulkLane;

  constructor(readonly limits: AdmissionLimits) {
    this.bulk = new BulkLane(
      () => this.running > 0 || this.waiting.length > 0,
      limits.bulkShare ?? 1,
      () => new DatabaseBusyError('waited-too-long'),
    );
  }

  /**
   * Runs a report (a route declared `report`) as one step of the bulk lane, before it enters
   * the gate; refused as busy (503) if its turn does not come within maxWaitMs.
   */
  report<T>(work: () => Promise<T>, school = ''): Promise<T> {
    return this.bulk.step(work, { school, waitAtMostMs: this.limits.maxWaitMs });
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Resolves with a release function once the request may use the database; refuses at once,
   * before anything else, when the queue is full or there is no time left to wait. `school`
   * names whose request it is (a subdomain or code; '' when unknown, e.g. the provider's pages).
   */
  enter(client?: ClientSignal, school = ''): Promise<Release> {
    const placeFree = this.placeFreeFor(school);
    const patience = this.patience(school);
    if (!placeFree && this.queueFullFor(school))
      return Promise.reject(new DatabaseBusyError('queue-full'));
    if (!placeFree && patience <= 0)
      return Promise.reject(new DatabaseBusyError('waited-too-long'));
    // Only now, as it costs an AbortController and a listener on the socket under Node's server.
    const signal = typeof client === 'function' ? client() : client;
    if (signal?.aborted) return Promise.reject(new DatabaseBusyError('client-gone'));
    if (placeFree) {
      this.take(school);
      // Outside a turn, even a free place is taken on the next one (see admitNext): the loop
      // first reads every request that has arrived, so the queue sees them all.
      return new Promise((resolve) => this.onTurn(() => resolve(this.releaser(school))));
    }
    return new Promise<Release>((resolve, reject) => {
      const finish = () => {
        waiter.done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const leave = (error: DatabaseBusyError) => {
        if (waiter.done) return;
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        finish();
        reject(error);
      };
      const timer = setTimeout(() => leave(new DatabaseBusyError('waited-too-long')), patience);
      const onAbort = () => leave(new DatabaseBusyError('client-gone'));
      const waiter: Waiter = {
        school,
        signal,
        done: false,
        admit: () => {
          finish();
          resolve(this.releaser(school));
        },
        refuse: (error) => {
          finish();
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /**
   * Whether a request of this school would be refused at once: so the web tier can answer 503
   * before it opens the session or reads the body (lib/bff/early-refusal.ts).
   */
  refusesAtOnce(school = ''): boolean {
    return !this.placeFreeFor(school) && (this.queueFullFor(school) || this.patience(school) <= 0);
  }

  /** A place is free for this school and no waiter could take it first. */
  private placeFreeFor(school: string): boolean {
    return this.hasRoomFor(school) && !this.waiting.some((w) => this.hasRoomFor(w.school));
  }

  private queueFullFor(school: string): boolean {
    const share = this.limits.perSchool?.waiting;
    return (
      this.waiting.length >= this.limits.queueLimit ||
      (share !== undefined && this.waiting.filter((w) => w.school === school).length >= share)
    );
  }

  /** A place is free overall and within the school's share. */
  private hasRoomFor(school: string): boolean {
    const share = this.limits.perSchool?.running;
    return (
      this.running < this.limits.concurrency &&
      (share === undefined || (this.runningBySchool.get(school) ?? 0) < share)
    );
  }

  private take(school: string) {
    this.running++;
    if (this.limits.perSchool)
      this.runningBySchool.set(school, (this.runningBySchool.get(school) ?? 0) + 1);
  }

  private give(school: string) {
    this.running--;
    if (!this.limits.perSchool) return;
    const left = (this.runningBySchool.get(school) ?? 1) - 1;
    if (left) this.runningBySchool.set(school, left);
    else this.runningBySchool.delete(school);
  }

  private releaser(school: string): Release {
    let released = false;
    const admittedAt = performance.now();
    return () => {
      if (released) return;
      released = true;
      this.ranFor(school, performance.now() - admittedAt);
      this.give(school);
      this.admitNext();
    };
  }

  /**
   * How long each school's requests have lately run once admitted: a moving average, recent
   * ones weigh most. Per school, so that a large school's second-long reports do not make a
   * small school's quick requests look hopeless (one average for all refused them at once).
   */
  private readonly recentRunMs = new Map<string, number>();

  private ranFor(school: string, ms: number) {
    const recent = this.recentRunMs.get(school) ?? 0;
    this.recentRunMs.set(school, recent + (ms - recent) * 0.2);
  }

  /** How long a new waiter of this school may wait (see answerWithinMs). */
  private patience(school: string): number {
    const { maxWaitMs, answerWithinMs } = this.limits;
    return answerWithinMs === undefined
      ? maxWaitMs
      : Math.min(maxWaitMs, answerWithinMs - (this.recentRunMs.get(school) ?? 0));
  }

  /**
   * Hands free places to the longest waiters whose school is within its share, in turns. A
   * turn starts on the loop's check phase (setImmediate) and lasts `turnMs`: within it a
   * finished request's place goes straight to the next waiter; after it, the next admission
   * waits for the loop to go round once more. PGlite's queries run synchronously and resolve
   * as microtasks, so an admitted request runs to its end inside the turn that admitted it:
   * admitting without turns ran requests back to back without the loop reaching new
   * connections, timers or /api/health; one admission per turn (turnMs 0) starved the
   * database instead, because each time round the loop also reads and refuses every request
   * that arrived meanwhile — under 200 connections 2 requests ran per 70 ms.
   */
  private admitNext() {
    this.onTurn(() => {
      for (;;) {
        const index = this.waiting.findIndex((w) => this.hasRoomFor(w.school));
        if (index < 0) return;
        const [next] = this.waiting.splice(index, 1);
        if (!next) return;
        if (next.done || next.signal?.aborted) {
          next.refuse(new DatabaseBusyError('client-gone'));
          continue;
        }
        this.take(next.school);
        next.admit();
      }
    });
  }

  private turnEndsAt = -Infinity;
  private nextTurn: (() => void)[] | null = null;

  /** Runs `work` now if a turn is open, else when the next one starts. */
  private onTurn(work: () => void) {
    if (performance.now() < this.turnEndsAt) return work();
    if (!this.nextTurn) {
      const queued: (() => void)[] = (this.nextTurn = []);
      const start = () => {
        this.nextTurn = null;
        this.turnEndsAt = performance.now() + (this.limits.turnMs ?? 0);
        for (const run of queued) run();
      };
      // With turns, one time round the loop without any: Node accepts one new connection each
      // time round, and a loop busy with turns left a burst of new connections unaccepted for
      // seconds (its requests unanswered); a round with no turn costs next to nothing.
      setImmediate(this.limits.turnMs ? () => setImmediate(start) : start);
    }
    this.nextTurn.push(work);
  }
}

/**
 * What the API asks of a gate (ApiDeps' admit, bulk and report), from the gate or a way to
 * get it: the app's opens with the database, on the first request.
 */
export function gateDeps(gate: () => AdmissionGate | Promise<AdmissionGate>) {
  return {
    admit: async (signal: ClientSignal, school: string) => (await gate()).enter(signal, school),
    bulk: async <T>(work: () => Promise<T>, school: string) =>
      (await gate()).bulk.step(work, { school }),
    report: async <T>(work: () => Promise<T>, school: string) =>
      (await gate()).report(work, school),
  };
}
