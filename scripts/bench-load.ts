/**
 * `npm run bench:load` (not part of `npm test`): the API under a busy morning — by default
 * 200 connections for 60 s, each giving up after 10 s as a browser's fetch would — on PGlite
 * and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL. The API
 * runs as `npm run api` does (its own process, demo data) and is probed on /api/health every
 * half second throughout. Printed per backend: completed answers, 2xx, 503s (the admission
 * queue's load shedding), other answers, client time-outs, p99 and slowest latency, health
 * probes missed, and the server's memory before and after.
 *
 * BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS, BENCH_LOAD_PORT and BENCH_LOAD_BACKENDS (a comma
 * list of pglite and postgres) tune it; BENCH_NODE_ARGS passes flags to the API's node, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a loaded server's time goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../lib/api/demo/schools';
import { startApiProcess, type ApiProcess } from './bench/api-process';
import { freshPostgres } from './bench/postgres';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4062);
const CLIENT_TIMEOUT_S = 10;
/** Which backends to load, e.g. `postgres` alone while tuning. */
const BACKENDS = (process.env.BENCH_LOAD_BACKENDS ?? 'pglite,postgres').split(',');
/** What a school's morning asks for: the shell's data, lists. */
const ROUTES = [
  '/api/me',
  '/api/meta-data',
  '/api/classes?per_page=20',
  '/api/students?per_page=20&sort=name',
  '/api/dashboard-stats',
];

type LoadFigures = {
  backend: string;
  completed: number;
  ok: number;
  unavailable: number;
  other: number;
  timeouts: number;
  errors: number;
  p99: number;
  max: number;
  probes: number;
  probesMissed: number;
  slowestProbeMs: number;
  rssBefore: number;
  rssAfter: number;
  lockLeft: boolean;
};

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Subdomain': 'riverside' },
    body: JSON.stringify({ email: 'admin@riverside.test', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** /api/health every 500 ms, each allowed 2 s, until stopped. */
function probeHealth(baseUrl: string) {
  const figures = { probes: 0, missed: 0, slowestMs: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      figures.probes++;
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status !== 200) figures.missed++;
      } catch {
        figures.missed++;
      }
      figures.slowestMs = Math.max(figures.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return figures;
    },
  };
}

async function underLoad(backend: string, server: ApiProcess, lockFile?: string) {
  const token = await login(server.baseUrl);
  const headers = { Authorization: `Bearer ${token}`, 'X-Subdomain': 'riverside' };
  // Warm the routes once, as the first visitors of the morning would.
  for (const route of ROUTES) await (await fetch(server.baseUrl + route, { headers })).text();
  const rssBefore = server.rssMb();
  const health = probeHealth(server.baseUrl);
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: CLIENT_TIMEOUT_S,
    headers,
    requests: ROUTES.map((route) => ({ method: 'GET', path: route })),
  });
  const probes = await health.stop();
  const rssAfter = server.rssMb();
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const count = (predicate: (status: number) => boolean) =>
    Object.entries(byStatus ?? {})
      .filter(([status]) => predicate(Number(status)))
      .reduce((sum, [, s]) => sum + s.count, 0);
  await server.stop();
  const { existsSync } = await import('node:fs');
  const figures: LoadFigures = {
    backend,
    completed: count(() => true),
    ok: count((s) => s >= 200 && s < 300),
    unavailable: count((s) => s === 503),
    other: count((s) => s < 200 || (s >= 300 && s !== 503)),
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    p99: result.latency.p99,
    max: result.latency.max,
    probes: probes.probes,
    probesMissed: probes.missed,
    slowestProbeMs: probes.slowestMs,
    rssBefore,
    rssAfter,
    lockLeft: lockFile ? existsSync(lockFile) : false,
  };
  return figures;
}

function printTable(rows: LoadFigures[]) {
  console.log(
    '\n| backend | completed | 2xx | 503 | other | client time-outs | other errors | p99 ms | max ms | health probes missed | RSS before → after MB | lock left after SIGTERM |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.backend} | ${r.completed} | ${r.ok} | ${r.unavailable} | ${r.other} | ${r.timeouts} | ${r.errors} | ${r.p99} | ${r.max} | ${r.probesMissed} of ${r.probes} (slowest ${r.slowestProbeMs.toFixed(0)} ms) | ${r.rssBefore.toFixed(0)} → ${r.rssAfter.toFixed(0)} | ${r.lockLeft ? 'yes' : 'no'} |`,
    );
  }
}

async function main() {
  const [load1 = 0] = os.loadavg();
  console.log(
    `Schola load test: ${CONNECTIONS} connections for ${SECONDS} s, client time-out ${CLIENT_TIMEOUT_S} s, routes ${ROUTES.join(', ')}; node ${process.version}, ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at start`,
  );
  const rows: LoadFigures[] = [];

  if (BACKENDS.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-load-'));
    try {
      const server = await startApiProcess({ port: PORT, dataDir });
      rows.push(await underLoad('pglite', server, path.join(dataDir, 'pglite.lock')));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!BACKENDS.includes('postgres')) {
    // (left out by BENCH_LOAD_BACKENDS)
  } else if (adminUrl) {
    const pg = await freshPostgres(adminUrl, 'schola_load');
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-load-pg-'));
    try {
      const server = await startApiProcess({ port: PORT, dataDir: pgDataDir, databaseUrl: pg.url });
      rows.push(await underLoad('postgres', server));
    } finally {
      await pg.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  printTable(rows);
  console.log(`load average at the end: ${(os.loadavg()[0] ?? 0).toFixed(1)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
