/**
 * A restore beside a user signing in (`npm run bench`, part `restore`): the demo school riverside
 * backed up and restored BENCH_RESTORES times (3) on PGlite through the production build (`next
 * start`, the BFF, the in-process API), while the login page is asked for every ~200 ms from
 * another school's address, as a user of a school that is not restoring would. Prints the login
 * page's p50/p99/max before and during the restores, and each restore's duration.
 */
import { percentile } from './measure';
import { hostFetch, startNextServer, type NextServer } from './browser-path';

const PROBE_EVERY_MS = 200;

export type RestoreFigures = {
  backend: string;
  archiveKb: number;
  restoreSeconds: number[];
  restoreStatuses: number[];
  quiet: { p50: number; p99: number; max: number; probes: number };
  during: { p50: number; p99: number; max: number; probes: number };
};

/** Asks for the login page every PROBE_EVERY_MS until stopped; answers each latency (ms). */
function probeLogin(server: NextServer, host: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await hostFetch(`${server.base}/authentication/login`, {
        headers: { Host: host },
      });
      await res.arrayBuffer();
      const took = performance.now() - started;
      latencies.push(res.status === 200 ? took : Infinity);
      await new Promise((r) => setTimeout(r, Math.max(0, PROBE_EVERY_MS - took)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    probes: sorted.length,
  };
};

async function call(
  server: NextServer,
  path: string,
  init: { method?: string; body?: Buffer; type?: string } = {},
) {
  const origin = `http://${server.headers.Host}`;
  const headers: Record<string, string> = { ...server.headers, Origin: origin };
  if (init.type) headers['Content-Type'] = init.type;
  return hostFetch(`${server.base}${path}`, { method: init.method, headers, body: init.body });
}

/** A backup of riverside made and downloaded through the BFF. */
async function backupArchive(server: NextServer) {
  const started = await call(server, '/api/backups', { method: 'POST' });
  if (started.status !== 200) throw new Error(`backup: ${started.status} ${await started.text()}`);
  const { data } = (await started.json()) as { data: { id: number } };
  for (;;) {
    const row = (await (await call(server, `/api/backups/${data.id}`)).json()) as {
      data: { status: string };
    };
    if (row.data.status === 'done') break;
    if (row.data.status !== 'running') throw new Error(`backup ${row.data.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Buffer.from(await (await call(server, `/api/backups/${data.id}/download`)).arrayBuffer());
}

/** The school's code, which a restore is confirmed with. */
async function schoolCode(server: NextServer) {
  const res = await call(server, '/api/schools/by-subdomain/riverside');
  const { data } = (await res.json()) as { data: { school_code: string } };
  return data.school_code;
}

async function restoreOnce(server: NextServer, archive: Buffer, code: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(archive)], 'backup.tar.gz'));
  form.set('confirm', code);
  const request = new Request('http://multipart.invalid', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const type = request.headers.get('Content-Type') ?? '';
  const started = performance.now();
  const res = await call(server, '/api/backups/restore', { method: 'POST', body, type });
  const answer = await res.text();
  // A refused restore measures nothing: say so rather than print its quick refusal as a time.
  if (res.status !== 200) throw new Error(`restore: ${res.status} ${answer}`);
  return { status: res.status, seconds: (performance.now() - started) / 1000 };
}

export async function benchRestore(options: {
  port: number;
  restores: number;
}): Promise<RestoreFigures> {
  const server = await startNextServer({ port: options.port });
  try {
    const probeHost = `hillcrest.localhost:${options.port}`;
    const archive = await backupArchive(server);
    const code = await schoolCode(server);
    const quietProbe = probeLogin(server, probeHost);
    await new Promise((r) => setTimeout(r, 5000));
    const quiet = await quietProbe.stop();
    const duringProbe = probeLogin(server, probeHost);
    const restores = [];
    for (let i = 0; i < options.restores; i++) restores.push(await restoreOnce(server, archive, code));
    const during = await duringProbe.stop();
    return {
      backend: 'pglite',
      archiveKb: archive.byteLength / 1024,
      restoreSeconds: restores.map((r) => r.seconds),
      restoreStatuses: restores.map((r) => r.status),
      quiet: figures(quiet),
      during: figures(during),
    };
  } finally {
    await server.stop();
  }
}

export function printRestoreTable(rows: RestoreFigures[]) {
  console.log(
    '\n| backend | archive | restores (s) | outcome | login p50/p99/max quiet (ms) | login p50/p99/max during restores (ms) | probes during |',
  );
  console.log('| --- | ---: | --- | --- | --- | --- | ---: |');
  const f = (x: { p50: number; p99: number; max: number }) =>
    `${x.p50.toFixed(0)} / ${x.p99.toFixed(0)} / ${x.max.toFixed(0)}`;
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.archiveKb.toFixed(0)} KB | ${r.restoreSeconds.map((s) => s.toFixed(1)).join(', ')} | ${r.restoreStatuses.join(', ')} | ${f(r.quiet)} | ${f(r.during)} | ${r.during.probes} |`,
    );
}
