/**
 * TEMPORARY, for one measurement (issue 24, item 6): whether the Node-side speed layer is on —
 * the lists' own row decoders (read-rows.ts), the queries built once on Drizzle's internals
 * (builtOnce, built-pages.ts, the caller query in authenticate.ts) and the prerendered select
 * fields (prerender.ts). `SCHOLA_NODE_SPEED_LAYER=off` turns it off: rows through Drizzle's own
 * mapping, every query built per request (the statements built once before still go as named
 * prepared statements, through Drizzle's `.prepare(name)`). The database side (indexes, prefix
 * ranges, index-only search, windows, prepared statements) is the same either way.
 *
 * Read once at start-up. `npm run bench` (BENCH_ONLY=lists) flips `on` between its rounds to
 * measure both sides in one process; nothing else writes it. Goes away with the decision.
 */
export const nodeSpeedLayer = { on: process.env.SCHOLA_NODE_SPEED_LAYER !== 'off' };
