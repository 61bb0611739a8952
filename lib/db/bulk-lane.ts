/**
 * Bulk work yields to everyone else. An export of 50,000 students is about fifty steps (fetch
 * a batch, encode it), each 15–40 ms of the event loop and the database; run back to back,
 * three of them took most of both, and a small school's student list on the same deployment
 * slowed from 67 ms to 440 ms (p99, `npm run bench:tenants`). Its requests have someone
 * waiting on a screen; an export's reader can wait.
 *
 * So bulk steps go one at a time, and while any request is running or waiting at the
 * admission gate, a step that took t ms is followed by a rest of t·(1/share − 1): bulk work
 * then holds at most `share` of the time. With nobody else about there is no rest, and an
 * export on a quiet deployment runs at full speed (the 5 s target of issue 8 is for that case).
 * Steps queue in arrival order, so two schools' exports take turns.
 */

/** How often a resting step looks again whether everyone else has gone. */
const LOOK_AGAIN_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class BulkLane {
  private restUntil = -Infinity;
  /** Settles when the step in progress (and every one queued before it) has ended. */
  private tail: Promise<void> = Promise.resolve();

  /**
   * `othersBusy`: whether any request is running or waiting at the gate. `share`: the
   * fraction of the time bulk work may hold while they are (0 < share ≤ 1). `tooLong`: the
   * error of a step whose turn did not come within its wait (see step).
   */
  constructor(
    private readonly othersBusy: () => boolean,
    readonly share: number,
    private readonly tooLong: () => Error = () => new Error('The bulk lane is busy.'),
  ) {
    if (!(share > 0 && share <= 1)) throw new RangeError('share must lie in (0, 1]');
  }

  /**
   * Runs one step of bulk work when its turn comes (see above), and answers what it did. A
   * step with someone waiting on its answer (a report) gives up with `tooLong()` if its turn
   * has not come within `waitAtMostMs`; an export's next batch waits as long as it takes.
   */
  async step<T>(work: () => Promise<T>, waitAtMostMs = Infinity): Promise<T> {
    const deadline = performance.now() + waitAtMostMs;
    const before = this.tail;
    let finished!: () => void;
    this.tail = new Promise<void>((resolve) => (finished = resolve));
    let ahead = true; // steps queued before this one may still be running
    try {
      if (!(await settlesBy(before, deadline))) throw this.tooLong();
      ahead = false;
      await this.rest(deadline);
      const started = performance.now();
      try {
        return await work();
      } finally {
        const took = performance.now() - started;
        this.restUntil = performance.now() + took * (1 / this.share - 1);
      }
    } finally {
      // One that gave up in the queue still holds its place in line until those before it end.
      if (ahead) void before.then(finished);
      else finished();
    }
  }

  private async rest(deadline: number) {
    for (;;) {
      const left = this.restUntil - performance.now();
      if (left <= 0 || !this.othersBusy()) return;
      if (performance.now() + Math.min(left, LOOK_AGAIN_MS) > deadline) throw this.tooLong();
      await sleep(Math.min(left, LOOK_AGAIN_MS));
    }
  }
}

/** Whether `promise` settles before `deadline` (performance.now() time). */
async function settlesBy(promise: Promise<void>, deadline: number): Promise<boolean> {
  if (deadline === Infinity) return promise.then(() => true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - performance.now()));
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
