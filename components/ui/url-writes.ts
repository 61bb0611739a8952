/**
 * Which address a list-state write starts from (use-url-state.ts).
 *
 * Each write replaces the address at once, and Next's router then commits it as a transition
 * of its own. When two writes come in quick succession (a filter chosen, then the page size,
 * with the search's debounce landing in between), the router can commit the first while the
 * second is still rendering, and on that commit it writes the first one's address back into
 * the address bar (its HistoryUpdater). A write made in that moment from the live address
 * would start from the older state and drop what the second write set: the page size went
 * back to 20, or the search was lost (seen in e2e/list-url.spec.ts, and reproducible at a
 * phone's CPU speed). So the writes not yet committed are remembered, oldest first, and an
 * address equal to one of them is taken as that echo: the newest write stands.
 */

/** An address as the writes compare it: path and query, no origin. */
export type Address = string;

/**
 * The address the next write starts from: the newest pending write when the live address is
 * one of the pending ones (the router re-applying an older write), else the live address (a
 * link, back or forward moved it: it wins, and the pending writes are forgotten).
 */
export function writeBase(live: Address, pending: readonly Address[]): Address {
  return pending.includes(live) ? (pending.at(-1) ?? live) : live;
}

/** The pending writes after one more is made from `base`. */
export function afterWrite(
  pending: readonly Address[],
  base: Address,
  written: Address,
): Address[] {
  return pending.includes(base) ? [...pending, written] : [written];
}

/**
 * The pending writes once the router has committed `committed`: the writes before it are
 * settled (the router commits in order, so it will not write them back again); it stays, as
 * the router may still write it back while a later one renders.
 */
export function afterCommit(pending: readonly Address[], committed: Address): Address[] {
  const at = pending.indexOf(committed);
  return at < 0 ? [...pending] : pending.slice(at);
}
