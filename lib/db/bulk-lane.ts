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
   * fraction of the time bulk work may hold while they are (0 < share ≤ 1).
   */
  constructor(
    private readonly othersBusy: () => boolean,
    readonly share: number,
  ) {
    if (!(share > 0 && share <= 1)) throw new RangeError('share must lie in (0, 1]');
  }

  /** Runs one step of bulk work when its turn comes (see above), and answers what it did. */
  async step<T>(work: () => Promise<T>): Promise<T> {
    const before = this.tail;
    let finished!: () => void;
    this.tail = new Promise<void>((resolve) => (finished = resolve));
    try {
      await before;
      await this.rest();
      const started = performance.now();
      try {
        return await work();
      } finally {
        const took = performance.now() - started;
        this.restUntil = performance.now() + took * (1 / this.share - 1);
      }
    } finally {
      finished();
    }
  }

  private async rest() {
    for (;;) {
      const left = this.restUntil - performance.now();
      if (left <= 0 || !this.othersBusy()) return;
      await sleep(Math.min(left, LOOK_AGAIN_MS));
    }
  }
}
