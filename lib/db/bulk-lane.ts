/**
 * Bulk work yields to everyone else. An export of 50,000 students is about fifty steps (fetch
 * a batch, encode it), each 15–40 ms of the event loop and the database; run back to back,
 * three of them took most of both, and a small school's student list on the same deployment
 * slowed from 67 ms to 440 ms (p99, `npm run bench:tenants`). Its requests have someone
 * waiting on a screen; an export's reader can wait.
 *
 * So bulk steps go one at a time, and while any request is running or waiting at the
 * admission gate, a step that took t ms is followed by a rest of t·(1/share − 1) (at most
 * LONGEST_REST_MS): bulk work then holds at most `share` of the time. With nobody else about there is no rest, and an
 * export on a quiet deployment runs at full speed (the 5 s target of issue 8 is for that case).
 *
 * Schools take turns: the next step goes to the waiting school whose last step is oldest (in
 * arrival order within a school), so a large school's many exports and reports never stand
 * between another school's one report and its turn.
 */

/** How often a resting lane looks again whether everyone else has gone. */
const LOOK_AGAIN_MS = 20;

/**
 * The longest rest. A long step (an export's first batch runs its whole query: a few hundred
 * ms) would otherwise rest the lane for seconds, and every other school's report waiting in it
 * would be refused at its 0.7 s; typical steps (10–40 ms) rest well under this.
 */
export const LONGEST_REST_MS = 250;

type Waiter = { school: string; go: () => void };

export type StepOptions = {
  /** Whose step it is (subdomain or code; '' unknown): schools take turns. */
  school?: string;
  /**
   * A step with someone waiting on its answer (a report) gives up with the lane's `tooLong()`
   * if its turn has not come within this long; an export's next batch waits as long as it takes.
   */
  waitAtMostMs?: number;
};

export class BulkLane {
  private restUntil = -Infinity;
  private stepping = false;
  private readonly waiting: Waiter[] = [];
  /** Each school's last turn, as a count of turns given: the lowest goes next. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private wakeUp: ReturnType<typeof setTimeout> | undefined;

  /**
   * `othersBusy`: whether any request is running or waiting at the gate. `share`: the
   * fraction of the time bulk work may hold while they are (0 < share ≤ 1). `tooLong`: the
   * error of a step whose turn did not come within its wait.
   */
  constructor(
    private readonly othersBusy: () => boolean,
    readonly share: number,
    private readonly tooLong: () => Error = () => new Error('The bulk lane is busy.'),
  ) {
    if (!(share > 0 && share <= 1)) throw new RangeError('share must lie in (0, 1]');
  }

  /** Runs one step of bulk work when its turn comes (see above), and answers what it did. */
  async step<T>(work: () => Promise<T>, options: StepOptions = {}): Promise<T> {
    await this.turn(options.school ?? '', options.waitAtMostMs ?? Infinity);
    const started = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - started;
      this.restUntil = performance.now() + Math.min(took * (1 / this.share - 1), LONGEST_REST_MS);
      this.stepping = false;
      this.dispatch();
    }
  }

  private turn(school: string, waitAtMostMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waiter: Waiter = {
        school,
        go: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      if (waitAtMostMs !== Infinity)
        timer = setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index < 0) return; // its turn came first
          this.waiting.splice(index, 1);
          reject(this.tooLong());
        }, waitAtMostMs);
      this.waiting.push(waiter);
      this.dispatch();
    });
  }

  /** Gives the lane to the next school's step once it is free and, if need be, rested. */
  private dispatch() {
    if (this.stepping || !this.waiting.length) return;
    const left = this.restUntil - performance.now();
    if (left > 0 && this.othersBusy()) {
      this.wakeUp ??= setTimeout(
        () => {
          this.wakeUp = undefined;
          this.dispatch();
        },
        Math.min(left, LOOK_AGAIN_MS),
      );
      return;
    }
    // The one whose school waited longest since its last turn (the first such, on a tie).
    const waiter = this.waiting.reduce((first, w) =>
      this.lastTurnOf(w.school) < this.lastTurnOf(first.school) ? w : first,
    );
    this.waiting.splice(this.waiting.indexOf(waiter), 1);
    this.stepping = true;
    this.lastTurn.set(waiter.school, ++this.turns);
    waiter.go();
  }

  private lastTurnOf(school: string) {
    return this.lastTurn.get(school) ?? 0;
  }
}
