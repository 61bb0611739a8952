/**
 * The sides `npm run bench` (BENCH_ONLY=lists) measures in one run, each in its turn. The
 * Node-side speed layer it once compared against is gone (issue 24, item 6): one side, the
 * code as it is. A side is switched on in this process between rounds (`use`), and given to a
 * `next start` server at start-up (`env`).
 */
export type Side = { name: string; use: () => void; env: Record<string, string> };

export const SIDES: Side[] = [{ name: 'this code', use: () => {}, env: {} }];
