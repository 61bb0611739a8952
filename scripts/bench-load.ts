/**
 * `npm run bench:load` (not part of `npm test`): a busy morning — by default 200 connections
 * for 60 s on four list routes, each client giving up after 10 s as a browser's fetch would —
 * on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL.
 *
 * BENCH_LOAD_TARGET=next (the default): the production app under `next start` (built into
 * .next-bench, or that build reused; scripts/bench/browser-path.ts), signed in through the
 * BFF, loaded through middleware and the BFF with Host riverside.localhost, while the login
 * page is probed every half second (answered: within 2 s, showing the school's name).
 * BENCH_LOAD_TARGET=api: the API alone as `npm run api` runs it, probed on /api/health.
 *
 * Printed per backend: completed answers, 2xx, 503s (load shed by the edge and admission
 * gates), other answers, client time-outs, 503 p50/p99, 2xx p99, probes answered within 2 s
 * of those made and the slowest; against the API alone also its memory before and after and
 * whether SIGTERM left the database's lock behind.
 *
 * BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS, BENCH_LOAD_PORT and BENCH_LOAD_BACKENDS (a comma
 * list of pglite and postgres) tune it; BENCH_NODE_ARGS passes flags to the API's node, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a loaded server's time goes.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../lib/api/demo/schools';
import { startApiProcess } from './bench/api-process';
import { hostFetch, startNextServer } from './bench/browser-path';
import {
  AnswersByStatus,
  PROBE_WITHIN_MS,
  probeEvery,
  type ProbeFigures,
} from './bench/load-probe';
import { freshPostgres } from './bench/postgres';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4062);
const CLIENT_TIMEOUT_S = 10;
const TARGET = process.env.BENCH_LOAD_TARGET === 'api' ? 'api' : 'next';
/** Which backends to load, e.g. `postgres` alone while tuning. */
const BACKENDS = (process.env.BENCH_LOAD_BACKENDS ?? 'pglite,postgres').split(',');
/** Four lists of a school's morning. */
const ROUTES = [
  '/api/students?per_page=20&sort=name',
  '/api/classes?per_page=20',
  '/api/staff?per_page=20',
  '/api/fee-payments?per_page=20',
];
/** The demo school the load signs in to, and the name its login page must show. */
const SCHOOL = { subdomain: 'riverside', name: 'Riverside Academy' };

/** A server under test: where to send the load, as whom, what to probe, how to stop it. */
type Target = {
  base: string;
  headers: Record<string, string>;
  probe: { path: string; headers: Record<string, string>; shows: (body: string) => boolean };
  stop: () => Promise<unknown>;
  rssMb?: () => number;
  lockFile?: string;
};

type LoadFigures = ReturnType<AnswersByStatus['figures']> & {
  backend: string;
  timeouts: number;
  errors: number;
  probe: ProbeFigures;
  rss?: { before: number; after: number };
  lockLeft?: boolean;
};

async function apiTarget(dataDir: string, databaseUrl?: string): Promise<Target> {
  const server = await startApiProcess({ port: PORT, dataDir, databaseUrl });
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Subdomain': SCHOOL.subdomain },
    body: JSON.stringify({ email: `admin@${SCHOOL.subdomain}.test`, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return {
    base: server.baseUrl,
    headers: { Authorization: `Bearer ${body.data.token}`, 'X-Subdomain': SCHOOL.subdomain },
    probe: { path: '/api/health', headers: {}, shows: () => true },
    stop: server.stop,
    rssMb: server.rssMb,
    lockFile: databaseUrl ? undefined : path.join(dataDir, 'pglite.lock'),
  };
}

async function nextTarget(databaseUrl?: string): Promise<Target> {
  const server = await startNextServer({ port: PORT, databaseUrl });
  return {
    base: server.base,
    headers: server.headers,
    probe: {
      path: '/authentication/login',
      // A visitor without a session: only the Host.
      headers: { Host: server.headers.Host ?? '' },
      shows: (body) => body.includes(SCHOOL.name),
    },
    stop: server.stop,
  };
}

async function underLoad(backend: string, target: Target): Promise<LoadFigures> {
  // Warm the routes and the login page once, as the first visitors of the morning would.
  for (const route of ROUTES)
    await (await hostFetch(target.base + route, { headers: target.headers })).text();
  const { path: probePath, headers: probeHeaders } = target.probe;
  await (await hostFetch(target.base + probePath, { headers: probeHeaders })).text();
  const rssBefore = target.rssMb?.();
  const probe = probeEvery(
    target.base + target.probe.path,
    target.probe.headers,
    target.probe.shows,
  );
  const answers = new AnswersByStatus();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: CLIENT_TIMEOUT_S,
        headers: target.headers,
        requests: ROUTES.map((route) => ({ method: 'GET', path: route })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => answers.record(status, ms));
  });
  const probed = await probe.stop();
  const rssAfter = target.rssMb?.();
  await target.stop();
  return {
    backend,
    ...answers.figures(),
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    probe: probed,
    rss: rssBefore === undefined ? undefined : { before: rssBefore, after: rssAfter ?? NaN },
    lockLeft: target.lockFile ? existsSync(target.lockFile) : undefined,
  };
}

function printTable(rows: LoadFigures[]) {
  const probeName = TARGET === 'next' ? 'login page' : '/api/health';
  console.log(
    `\n| backend | completed | 2xx | 503 | other | client time-outs | other errors | 503 p50 / p99 ms | 2xx p99 ms | ${probeName} within ${PROBE_WITHIN_MS / 1000} s | slowest ${probeName} ms |${TARGET === 'api' ? ' RSS before → after MB | lock left after SIGTERM |' : ''}`,
  );
  console.log(
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${TARGET === 'api' ? ' --- | --- |' : ''}`,
  );
  for (const r of rows) {
    const extra = r.rss
      ? ` ${r.rss.before.toFixed(0)} → ${r.rss.after.toFixed(0)} | ${r.lockLeft ? 'yes' : 'no'} |`
      : '';
    console.log(
      `| ${r.backend} | ${r.completed} | ${r.ok} | ${r.unavailable} | ${r.other} | ${r.timeouts} | ${r.errors} | ${r.busyP50.toFixed(0)} / ${r.busyP99.toFixed(0)} | ${r.okP99.toFixed(0)} | ${r.probe.answered} / ${r.probe.probes} | ${r.probe.slowestMs.toFixed(0)} |${extra}`,
    );
  }
}

/** Runs the load on one backend: a fresh PGlite folder, or `databaseUrl`'s database. */
async function onBackend(backend: string, databaseUrl?: string): Promise<LoadFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-load-'));
  try {
    const target =
      TARGET === 'next' ? await nextTarget(databaseUrl) : await apiTarget(dataDir, databaseUrl);
    return await underLoad(backend, target);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const [load1 = 0] = os.loadavg();
  console.log(
    `Schola load test through ${TARGET === 'next' ? '`next start` (middleware, BFF)' : 'the API alone'}: ${CONNECTIONS} connections for ${SECONDS} s, client time-out ${CLIENT_TIMEOUT_S} s, routes ${ROUTES.join(', ')}; node ${process.version}, ${os.cpus().length} CPUs, load average ${load1.toFixed(1)} at start`,
  );
  const rows: LoadFigures[] = [];
  if (BACKENDS.includes('pglite')) rows.push(await onBackend('pglite'));

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (BACKENDS.includes('postgres') && adminUrl) {
    const pg = await freshPostgres(adminUrl, 'schola_load');
    try {
      rows.push(await onBackend('postgres', pg.url));
    } finally {
      await pg.drop();
    }
  } else if (BACKENDS.includes('postgres')) {
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
