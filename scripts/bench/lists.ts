/**
 * List figures for `npm run bench`, in a school of 50,000 students: the unfiltered first page
 * and a searched page of /api/students at N connections (req/s, p50, p99) as the list screen
 * asks for them — the page without its total (`total=omit`), and apart the total once per
 * filter (`total=only`, measured in rows of its own) — and the CSV export
 * of all 50,000 (seconds, rows, bytes, this process's memory growth while it streams, and the
 * slowest other request answered during the export — on PGlite, how long the snapshot held
 * the one connection).
 *
 * Each side of speed-sides.ts is measured in the same run: in this process (the API called
 * in-process), and on PostgreSQL also the way a browser reaches it (production `next start`,
 * through middleware and the BFF; one server per side, both up at once, on BENCH_NEXT_PORT and
 * the ports after it). The sides take turns for BENCH_ROUNDS rounds (2 by default; the first
 * side goes first in odd rounds, last in even ones) and each side's samples are pooled, so
 * both see the same machine. The goals (docs/PERFORMANCE.md) are printed as met or missed.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import { adminSession, demoSchool } from './backends';
import { seedDemo } from '../../lib/api/seed';
import { hostFetch, startNextServer, type NextServer } from './browser-path';
import { figuresOf, loadInProcess, type Figures, type Samples } from './measure';
import { addStudents } from './people';
import { SIDES, type Side } from './speed-sides';
import { defined } from '../../lib/test-support/defined';

export const LIST_SCHOOL_STUDENTS = 50_000;
const BROWSER_PATH = 'browser (next start, BFF)';

/** docs/PERFORMANCE.md: the pages' p99 per backend and path, and the export's time. */
const LIST_GOALS = [
  { backend: 'postgres', path: BROWSER_PATH, p99Ms: 50 },
  { backend: 'postgres', path: 'in-process', p99Ms: 50 },
  { backend: 'pglite', path: 'in-process', p99Ms: 150 },
];
const GOAL_REQUESTS = ['unfiltered first page', 'searched page'];
const EXPORT_GOAL_SECONDS = 5;
const TERMS = ['amara', 'ben', 'okafor12', 'fatima4', 'fill-12', 'lea1', 'hana', 'silva'];

/** What the list screen asks for, by name: each a path for the next search term. */
const REQUESTS: [string, (term: string) => string][] = [
  ['unfiltered first page', () => '/api/students?per_page=20&total=omit'],
  ['searched page', (term) => `/api/students?search=${term}&per_page=20&total=omit`],
  ['its total, unfiltered (once per filter)', () => '/api/students?total=only'],
  ['its total, searched (once per filter)', (term) => `/api/students?search=${term}&total=only`],
];

type ExportFigures = {
  seconds: number;
  rows: number;
  megabytes: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** The slowest /api/me answered while the export ran, in ms. */
  slowestOtherMs: number;
};

export type ListFigures = {
  backend: string;
  path: string;
  side: string;
  /** Figures of each of REQUESTS, by name. */
  requests: Record<string, Figures>;
  /** In-process only: the fastest of the rounds' exports. */
  export?: ExportFigures;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

type Options = {
  seconds: number;
  connections: number;
  rounds: number;
  /** The browser path's servers, over this database (PostgreSQL): none when undefined. */
  browser?: { databaseUrl: string; port: number };
};

export async function benchLists(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  options: Options,
): Promise<ListFigures[]> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  await addStudents(handle, school.id, LIST_SCHOOL_STUDENTS);
  await settle(handle);
  const { api, headers } = await adminSession(handle, storageDir);
  const get = async (path: string) => await api.request(path, { headers });

  const exports = new Map<Side, ExportFigures[]>(SIDES.map((side) => [side, []]));
  const inProcess = await takeTurns(options, async (side) => {
    side.use();
    const samples = await sampleRequests(get, options);
    exports.get(side)?.push(await measureExport(get));
    return samples;
  });
  SIDES.at(0)?.use();
  const rows = inProcess.map((row) => ({
    backend,
    path: 'in-process',
    ...row,
    export: fastest(exports.get(SIDES.find((side) => side.name === row.side)!)!),
  }));
  if (!options.browser) return rows;
  return [...rows, ...(await throughTheBff(backend, options.browser, options))];
}

/** Each side of SIDES measured by `measure`, in turns for `rounds` rounds; samples pooled. */
async function takeTurns(
  { rounds }: Options,
  measure: (side: Side) => Promise<Map<string, Samples>>,
) {
  const pooled = new Map<Side, Map<string, Samples[]>>(SIDES.map((side) => [side, new Map()]));
  for (let round = 0; round < rounds; round++)
    for (const side of round % 2 ? [...SIDES].reverse() : SIDES)
      for (const [name, samples] of await measure(side)) {
        const runs = pooled.get(side)!;
        runs.set(name, [...(runs.get(name) ?? []), samples]);
      }
  return SIDES.map((side) => ({
    side: side.name,
    requests: Object.fromEntries(
      [...pooled.get(side)!].map(([name, runs]) => [name, figuresOf(runs)]),
    ),
  }));
}

/** One run of each of REQUESTS through `send`, the search terms taken in turn. */
async function sampleRequests(
  send: (path: string) => Promise<Response>,
  { connections, seconds }: Options,
) {
  const samples = new Map<string, Samples>();
  for (const [name, path] of REQUESTS) {
    let n = 0;
    const run = await loadInProcess(
      () => send(path(defined(TERMS[n++ % TERMS.length], 'a search term'))),
      {
        connections,
        seconds,
      },
    );
    samples.set(name, run);
  }
  return samples;
}

/** The same requests the way a browser makes them: one `next start` per side, all up at once. */
async function throughTheBff(
  backend: string,
  { databaseUrl, port }: NonNullable<Options['browser']>,
  options: Options,
): Promise<ListFigures[]> {
  const servers = new Map<Side, NextServer>();
  try {
    for (const [i, side] of SIDES.entries())
      servers.set(
        side,
        await startNextServer({
          port: port + i,
          databaseUrl,
          env: { ...side.env, SEED_DEMO: 'never' },
        }),
      );
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
    const turns = await takeTurns(options, async (side) => {
      const server = servers.get(side)!;
      return sampleRequests(
        (path) => hostFetch(`${server.base}${path}`, { headers: server.headers }, agent),
        options,
      );
    });
    agent.destroy();
    return turns.map((row) => ({ backend, path: BROWSER_PATH, ...row }));
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }
}

const fastest = (runs: ExportFigures[]) =>
  runs.reduce((best, run) => (run.seconds < best.seconds ? run : best));

/**
 * The database as it is once the bulk load is behind it: autovacuum's statistics and visibility
 * map for every table the demo seed filled, and its dirty pages written. Left to the server,
 * both came in the middle of the runs (autovacuum wakes every minute, the checkpoint after the
 * load) and took their CPU from the requests being timed.
 */
async function settle(handle: DatabaseHandle) {
  await handle.db.execute(sql`vacuum analyze`);
  // CHECKPOINT needs a superuser (or pg_checkpoint): without one, the bench goes on.
  await handle.db.execute(sql`checkpoint`).catch(() => undefined);
}

/** Reads the whole export as a client would, sampling memory and timing a neighbour's requests. */
async function measureExport(get: (path: string) => Promise<Response>): Promise<ExportFigures> {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  let exporting = true;
  let slowestOtherMs = 0;
  const neighbour = (async () => {
    while (exporting) {
      const t0 = performance.now();
      await (await get('/api/me')).arrayBuffer();
      slowestOtherMs = Math.max(slowestOtherMs, performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

  const t0 = performance.now();
  const res = await get('/api/students?format=csv');
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  const secondsTaken = (performance.now() - t0) / 1000;
  exporting = false;
  await neighbour;
  clearInterval(sampler);
  return {
    seconds: secondsTaken,
    rows: lines - 1,
    megabytes: mb(bytes),
    rssGrowthMb: mb(peakRss - before.rss),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
    slowestOtherMs,
  };
}

export function printListTable(rows: ListFigures[]) {
  const sides = SIDES.map((side) => side.name);
  const cells = (f: Figures | undefined) =>
    f
      ? `${f.reqPerSec.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors}`
      : '| | |';
  console.log(
    `\n| backend | path | students list, school of ${LIST_SCHOOL_STUDENTS.toLocaleString('en')} | ${sides
      .map((side) => `${side}: req/s | p50 ms | p99 ms | errors`)
      .join(' | ')} |`,
  );
  console.log(`| --- | --- | --- |${' ---: | ---: | ---: | ---: |'.repeat(sides.length)}`);
  const groups = [...new Set(rows.map((r) => `${r.backend}\t${r.path}`))];
  for (const group of groups) {
    const [backend, path] = group.split('\t');
    const these = rows.filter((r) => r.backend === backend && r.path === path);
    for (const [name] of REQUESTS)
      console.log(
        `| ${backend} | ${path} | ${name} | ${sides
          .map((side) => cells(these.find((r) => r.side === side)?.requests[name]))
          .join(' | ')} |`,
      );
  }
  for (const r of rows) {
    const goal = LIST_GOALS.find((g) => g.backend === r.backend && g.path === r.path);
    if (!goal) continue;
    const worst = Math.max(...GOAL_REQUESTS.map((name) => r.requests[name]?.p99 ?? Infinity));
    console.log(
      `Goal: pages' p99 <= ${goal.p99Ms} ms (${r.backend}, ${r.path}), ${r.side}: worst ${worst.toFixed(1)} ms, ${worst <= goal.p99Ms ? 'met' : 'MISSED'}`,
    );
  }
  console.log(
    '\n| backend | path | side | CSV export of all students: rows | MB | seconds | rss growth MB | heap growth MB | slowest /api/me meanwhile ms |',
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const e = r.export;
    if (!e) continue;
    console.log(
      `| ${r.backend} | ${r.path} | ${r.side} | ${e.rows} | ${e.megabytes.toFixed(1)} | ${e.seconds.toFixed(2)}${e.seconds <= EXPORT_GOAL_SECONDS ? '' : ' (goal ≤ 5 s MISSED)'} | ${e.rssGrowthMb.toFixed(0)} | ${e.heapGrowthMb.toFixed(0)} | ${e.slowestOtherMs.toFixed(0)} |`,
    );
  }
}
