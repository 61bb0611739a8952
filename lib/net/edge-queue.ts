/**
 * The edge gate's state for one kind of request (API calls, or pages): what is in flight,
 * who waits at the edge and how fast the web tier lately served. The rules are in
 * edge-gate.ts; this keeps the counts and hands waiters on, oldest first, as places free.
 */
import { EDGE_MAX_WAIT_MS, edgeDecision, edgeQueueLimit, type EdgeLimits } from './edge-gate';

/** Requests in flight, overall and per school ('' no school). */
class InFlight {
  total = 0;
  private readonly bySchool = new Map<string, number>();

  of(school: string): number {
    return this.bySchool.get(school) ?? 0;
  }

  add(school: string, by: 1 | -1) {
    this.total += by;
    const left = this.of(school) + by;
    if (left) this.bySchool.set(school, left);
    else this.bySchool.delete(school);
  }
}

/**
 * Requests finished per second of busy time (while any was in flight), a moving average over
 * windows of a second of it: what the web tier can serve, not how much it was lately asked —
 * after a quiet minute the first burst is measured against the rate it is served at. 0 until
 * a window has been measured (edgeQueueLimit then allows a generous queue).
 */
class Throughput {
  private count = 0;
  private busyMs = 0;
  private busySince: number | undefined;
  private rate = 0;

  constructor(private readonly now: () => number) {}

  /** In flight went from none to some, or back. */
  busy(isBusy: boolean) {
    if (isBusy) this.busySince ??= this.now();
    else if (this.busySince !== undefined) {
      this.busyMs += this.now() - this.busySince;
      this.busySince = undefined;
    }
  }

  done() {
    this.count++;
  }

  perSecond(): number {
    const busyMs = this.busyMs + (this.busySince === undefined ? 0 : this.now() - this.busySince);
    if (busyMs >= 1000) {
      const latest = (this.count * 1000) / busyMs;
      this.rate = this.rate ? (this.rate + latest) / 2 : latest;
      this.count = 0;
      this.busyMs = 0;
      if (this.busySince !== undefined) this.busySince = this.now();
    }
    return this.rate;
  }
}

type Waiter = { school: string; go: () => void; refuse: () => void; timer: NodeJS.Timeout };

export type Arrival = {
  school: string;
  limits: EdgeLimits;
  databaseRefuses: boolean;
  /** Hands the request on (called later for a waiter). */
  go: () => void;
  /** Answers 503 (called later for a waiter whose wait ran out). */
  refuse: () => void;
};

/**
 * What became of an arrival: 'now' (hand it on at once), 'wait' or 'refuse' (already
 * answered), and `closed`, to call when its response closes — it releases the place of a
 * request in flight, and takes a waiter whose client went away out of the queue.
 */
export type Ticket = { outcome: 'now' | 'wait' | 'refuse'; closed: () => void };

export class EdgeQueue {
  private readonly inFlight = new InFlight();
  private readonly waiting: Waiter[] = [];
  private readonly throughput: Throughput;
  private limits: EdgeLimits = { total: 1, perSchool: 1 };

  constructor(
    private readonly maxWaitMs = EDGE_MAX_WAIT_MS,
    now: () => number = () => performance.now(),
  ) {
    this.throughput = new Throughput(now);
  }

  arrive(arrival: Arrival): Ticket {
    const { school } = arrival;
    this.limits = arrival.limits;
    const outcome = edgeDecision({
      inFlight: this.inFlight.total,
      inFlightOfSchool: this.inFlight.of(school),
      waiting: this.waiting.length,
      waitingOfSchool: this.waiting.filter((w) => w.school === school).length,
      waiterGoesFirst: this.waiting.some((w) => this.hasRoomFor(w.school)),
      limits: arrival.limits,
      queueLimit: edgeQueueLimit(arrival.limits, this.throughput.perSecond()),
      databaseRefuses: arrival.databaseRefuses,
    });
    if (outcome === 'refuse') {
      arrival.refuse();
      return { outcome, closed: () => {} };
    }
    if (outcome === 'now') return { outcome, closed: this.enter(school) };
    return { outcome, closed: this.wait(arrival) };
  }

  private hasRoomFor(school: string): boolean {
    return (
      this.inFlight.total < this.limits.total && this.inFlight.of(school) < this.limits.perSchool
    );
  }

  /** Counts a request in; returns what its response's close does: release, once. */
  private enter(school: string): () => void {
    this.inFlight.add(school, 1);
    this.throughput.busy(true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight.add(school, -1);
      this.throughput.done();
      if (!this.inFlight.total) this.throughput.busy(false);
      this.admitWaiters();
    };
  }

  private wait(arrival: Arrival): () => void {
    let release: (() => void) | undefined;
    const leave = () => {
      const index = this.waiting.indexOf(waiter);
      if (index >= 0) this.waiting.splice(index, 1);
      clearTimeout(waiter.timer);
      return index >= 0;
    };
    const waiter: Waiter = {
      school: arrival.school,
      go: () => {
        release = this.enter(arrival.school);
        arrival.go();
      },
      refuse: arrival.refuse,
      timer: setTimeout(() => {
        if (leave()) arrival.refuse();
      }, this.maxWaitMs),
    };
    this.waiting.push(waiter);
    return () => {
      if (release) release();
      else leave(); // the client went away while waiting
    };
  }

  /** Hands free places to the oldest waiters whose school has room. */
  private admitWaiters() {
    for (let i = 0; i < this.waiting.length && this.inFlight.total < this.limits.total;) {
      const waiter = this.waiting[i];
      if (!waiter || !this.hasRoomFor(waiter.school)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      clearTimeout(waiter.timer);
      waiter.go();
    }
  }
}
