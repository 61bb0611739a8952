/**
 * List figures for `npm run bench`, in a school of 50,000 students: the unfiltered first page
 * and a searched page of /api/students at N connections (req/s, p50, p99) as the list screen
 * asks for them — the page without its total (`total=omit`), and apart the total once per
 * filter (`total=only`, measured in rows of its own) — and the CSV export
 * of all 50,000 (seconds, rows, bytes, this process's memory growth while it streams, and the
 * slowest other request answered during the export — on PGlite, how long the snapshot held
 * the one connection).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { adminSession, demoSchool } from './backends';
import { seedDemo } from '../../lib/api/seed';
import { measureInProcess, type Figures } from './measure';
import { addStudents } from './people';

export const LIST_SCHOOL_STUDENTS = 50_000;
const TERMS = ['amara', 'ben', 'okafor12', 'fatima4', 'fill-12', 'lea1', 'hana', 'silva'];

export type ListFigures = {
  backend: string;
  firstPage: Figures;
  searched: Figures;
  firstTotal: Figures;
  searchedTotal: Figures;
  export: {
    seconds: number;
    rows: number;
    megabytes: number;
    rssGrowthMb: number;
    heapGrowthMb: number;
    /** The slowest /api/me answered while the export ran, in ms. */
    slowestOtherMs: number;
  };
};

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function benchLists(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  seconds: number,
  connections: number,
): Promise<ListFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  await addStudents(handle, school.id, LIST_SCHOOL_STUDENTS);
  await settle(handle);
  const { api, headers } = await adminSession(handle, storageDir);
  const get = async (path: string) => await api.request(path, { headers });

  const run = (path: (term: string) => string) => {
    let n = 0;
    return measureInProcess(() => get(path(defined(TERMS[n++ % TERMS.length], 'a search term'))), {
      connections,
      seconds,
    });
  };
  const firstPage = await run(() => '/api/students?per_page=20&total=omit');
  const searched = await run((term) => `/api/students?search=${term}&per_page=20&total=omit`);
  const firstTotal = await run(() => '/api/students?total=only');
  const searchedTotal = await run((term) => `/api/students?search=${term}&total=only`);
  return {
    backend,
    firstPage,
    searched,
    firstTotal,
    searchedTotal,
    export: await measureExport(get),
  };
}

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
async function measureExport(get: (path: string) => Promise<Response>) {
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
  console.log(
    `\n| backend | students list, school of ${LIST_SCHOOL_STUDENTS.toLocaleString('en')} | req/s | p50 ms | p99 ms | errors |`,
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    for (const [name, f] of [
      ['unfiltered first page', r.firstPage],
      ['searched page', r.searched],
      ['its total, unfiltered (once per filter)', r.firstTotal],
      ['its total, searched (once per filter)', r.searchedTotal],
    ] as const)
      console.log(
        `| ${r.backend} | ${name} | ${f.reqPerSec.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} |`,
      );
  console.log(
    '\n| backend | CSV export | rows | MB | seconds | rss growth MB | heap growth MB | slowest /api/me meanwhile ms |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const e = r.export;
    console.log(
      `| ${r.backend} | all students | ${e.rows} | ${e.megabytes.toFixed(1)} | ${e.seconds.toFixed(2)} | ${e.rssGrowthMb.toFixed(0)} | ${e.heapGrowthMb.toFixed(0)} | ${e.slowestOtherMs.toFixed(0)} |`,
    );
  }
}
