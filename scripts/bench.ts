/**
 * `npm run bench`: req/s and p50/p99 latency of API routes, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL, called
 * in-process, over HTTP, and the way a browser reaches them (production `next start`, through
 * middleware and the BFF), each beside /api/health on the same path, which touches no
 * database (the floor). BENCH_SKIP_BROWSER=1 leaves the browser path (and its build) out.
 * BENCH_SECONDS and BENCH_CONNECTIONS tune the runs; BENCH_ONLY=lists,people,... runs only
 * those parts (routes, people, academics, lists, fees, attendance, backup, payroll, restore,
 * notifications, id-cards, report-cards, exam-marks, exam-results, timetable-solver); BENCH_PORT is where
 * the HTTP runs listen; BENCH_ATTENDANCE_PGLITE_STUDENTS sizes the attendance school on PGlite;
 * BENCH_SKIP_PGLITE=1 runs on PostgreSQL only.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { DatabaseHandle } from '../lib/db/client';
import { seedDemo } from '../lib/api/seed';
import { benchAcademicLists, printAcademicTable } from './bench/academics';
import {
  ATTENDANCE_SCHOOL_STUDENTS,
  benchAttendance,
  printAttendanceTable,
} from './bench/attendance';
import { adminSession, onEachBackend } from './bench/backends';
import { measureHttp, measureInProcess, type Figures } from './bench/measure';
import { benchLists, printListTable } from './bench/lists';
import { benchPeople, printPeopleTable } from './bench/people';
import { benchFees, printFeeTable } from './bench/fees';
import { freshPostgres } from './bench/postgres';
import { benchBrowserPath } from './bench/browser-path';
import { benchBackup, printBackupTable } from './bench/backup';
import { benchPayroll, printPayrollTable } from './bench/payroll';
import { benchIdCards, printIdCardTable } from './bench/id-cards';
import { benchReportCards, printReportCardTable } from './bench/report-cards';
import { benchExamMarks, printExamMarksTable } from './bench/exam-marks';
import {
  benchExamResults,
  EXAM_RESULTS_STUDENTS,
  printExamResultsTable,
} from './bench/exam-results';
import { benchRestore, printRestoreTable } from './bench/restore';
import { benchTimetableSolver, printSolverTable } from './bench/timetable-solver';
import {
  benchNotifications,
  NOTIFY_SCHOOL_STUDENTS,
  printNotificationTable,
} from './bench/notifications';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUTES = ['/api/health', '/api/me', '/api/meta-data'];
const PORT = Number(process.env.BENCH_PORT ?? 0);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (part: string) => !ONLY || ONLY.includes(part);
/** For the browser path (`next start`); BENCH_SKIP_BROWSER=1 leaves it out. */
const NEXT_PORT = Number(process.env.BENCH_NEXT_PORT ?? 4063);

type Row = { backend: string; mode: string; route: string } & Figures;

async function benchBackend(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
): Promise<Row[]> {
  await seedDemo(handle.db, storageDir, { life: false });
  const { api, headers } = await adminSession(handle, storageDir);
  const rows: Row[] = [];

  for (const route of ROUTES) {
    const figures = await measureInProcess(async () => api.request(route, { headers }), {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ backend, mode: 'in-process', route, ...figures });
  }
  const server = serve({ fetch: api.fetch, port: PORT, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  for (const route of ROUTES) {
    const figures = await measureHttp(`http://127.0.0.1:${port}${route}`, headers, {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ backend, mode: 'http', route, ...figures });
  }
  await new Promise((resolve) => server.close(resolve));
  return rows;
}

/**
 * Each route's req/s as a share of its path's floor (/api/health on the same path); browser
 * rows show, beside theirs, the API's own share for the same route over HTTP.
 */
function printTable(rows: Row[]) {
  const ratio = (r: Row | undefined) => {
    const floor = rows.find(
      (x) => r && x.backend === r.backend && x.mode === r.mode && x.route === '/api/health',
    );
    return r && floor ? r.reqPerSec / floor.reqPerSec : NaN;
  };
  const apiRow = (r: Row) =>
    rows.find((x) => x.backend === r.backend && x.mode === 'http' && x.route === r.route);
  console.log(
    '\n| backend | mode | route | req/s | p50 ms | p99 ms | vs floor | API vs its floor | errors |',
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const beside = r.mode.startsWith('browser') ? ratio(apiRow(r)).toFixed(2) : '';
    console.log(
      `| ${r.backend} | ${r.mode} | ${r.route} | ${r.reqPerSec.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${ratio(r).toFixed(2)} | ${beside} | ${r.errors} |`,
    );
  }
}

async function main() {
  console.log(
    `Schola API benchmark: ${CONNECTIONS} concurrent connections, ${SECONDS} s per route, node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'schola-bench-storage-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    console.log(
      '(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server URL to include it)',
    );
  if (runs('routes')) await runRoutesBench(storageDir, adminUrl);
  if (runs('people')) await runPeopleBench(storageDir, adminUrl);
  if (runs('academics')) await runAcademicsBench(storageDir, adminUrl);
  if (runs('lists')) await runListsBench(storageDir, adminUrl);
  if (runs('fees')) await runFeesBench(storageDir, adminUrl);
  if (runs('attendance')) await runAttendanceBench(storageDir, adminUrl);
  if (runs('backup')) await runBackupBench(adminUrl);
  if (runs('payroll')) await runPayrollBench(storageDir, adminUrl);
  if (runs('restore')) await runRestoreBench();
  if (runs('notifications')) await runNotificationsBench(storageDir, adminUrl);
  if (runs('id-cards')) await runIdCardsBench(storageDir, adminUrl);
  if (runs('report-cards')) await runReportCardsBench(storageDir, adminUrl);
  if (runs('exam-marks')) await runExamMarksBench(storageDir, adminUrl);
  if (runs('exam-results')) await runExamResultsBench(storageDir, adminUrl);
  if (runs('timetable-solver')) await runTimetableSolverBench(storageDir, adminUrl);
  process.exit(0);
}

async function runRoutesBench(storageDir: string, adminUrl: string | undefined) {
  const rows: Row[] = (
    await onEachBackend('routes', adminUrl, (backend, handle) =>
      benchBackend(backend, handle, storageDir),
    )
  ).flat();
  if (!process.env.BENCH_SKIP_BROWSER) {
    rows.push(
      ...(await benchBrowserPath('pglite', ROUTES, {
        port: NEXT_PORT,
        connections: CONNECTIONS,
        seconds: SECONDS,
      })),
    );
    if (adminUrl) {
      const pg = await freshPostgres(adminUrl);
      try {
        rows.push(
          ...(await benchBrowserPath('postgres', ROUTES, {
            port: NEXT_PORT,
            databaseUrl: pg.url,
            connections: CONNECTIONS,
            seconds: SECONDS,
          })),
        );
      } finally {
        await pg.drop();
      }
    }
  }
  printTable(rows);
}

/**
 * The student list and its CSV export in a school of 50,000 (scripts/bench/lists.ts): each
 * side of the Node-side speed layer in turn, BENCH_ROUNDS rounds (2), in-process and, on
 * PostgreSQL, through the BFF.
 */
async function runListsBench(storageDir: string, adminUrl: string | undefined) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const rows = await onEachBackend('lists', adminUrl, (backend, handle, url) =>
    benchLists(backend, handle, storageDir, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      rounds,
      browser:
        url && !process.env.BENCH_SKIP_BROWSER ? { databaseUrl: url, port: NEXT_PORT } : undefined,
    }),
  );
  printListTable(rows.flat());
}

/** Importing 5,000 students and searching a school of 50,000, each backend on a fresh database. */
async function runPeopleBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('people', adminUrl, (backend, handle) =>
    benchPeople(backend, handle, storageDir, SECONDS, CONNECTIONS),
  );
  printPeopleTable(rows);
}

/** Assigning fees to 5,000 students; a student's fees and the summary over 500,000 dues and payments. */
async function runFeesBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('fees', adminUrl, (backend, handle) =>
    benchFees(backend, handle, storageDir, SECONDS, CONNECTIONS),
  );
  printFeeTable(rows);
}

/** A searched, paginated academic list on a school of 2,000 classes and 10,000 subjects. */
async function runAcademicsBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('academics', adminUrl, (backend, handle) =>
    benchAcademicLists(backend, handle, storageDir, SECONDS, CONNECTIONS),
  );
  printAcademicTable(rows.flat());
}

/**
 * The demo school restored on PGlite through `next start` while another school's login page is
 * probed (scripts/bench/restore.ts); BENCH_RESTORES restores (3). Needs the browser build.
 */
async function runRestoreBench() {
  if (process.env.BENCH_SKIP_BROWSER)
    return console.log('(restore part skipped: it runs through next start)');
  const restores = Number(process.env.BENCH_RESTORES ?? 3);
  printRestoreTable([await benchRestore({ port: NEXT_PORT, restores })]);
}

async function runBackupBench(adminUrl: string | undefined) {
  const rows = await onEachBackend('backup', adminUrl, (backend, handle) =>
    benchBackup(backend, handle),
  );
  printBackupTable(rows);
}

/**
 * A day saved for a class of 60, its month grid, and the school's month % over a term of
 * marks (scripts/bench/attendance.ts): 50,000 students on PostgreSQL, fewer on PGlite
 * (BENCH_ATTENDANCE_PGLITE_STUDENTS, 10,000 by default).
 */
async function runAttendanceBench(storageDir: string, adminUrl: string | undefined) {
  const pgliteStudents = Number(process.env.BENCH_ATTENDANCE_PGLITE_STUDENTS ?? 10_000);
  const rows = await onEachBackend('attendance', adminUrl, (backend, handle) =>
    benchAttendance(
      backend,
      handle,
      storageDir,
      SECONDS,
      CONNECTIONS,
      backend === 'pglite' ? pgliteStudents : ATTENDANCE_SCHOOL_STUDENTS,
    ),
  );
  printAttendanceTable(rows);
}

/** The ID cards of a class-section of 1,000 as one streamed PDF (scripts/bench/id-cards.ts). */
async function runIdCardsBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('id-cards', adminUrl, (backend, handle) =>
    benchIdCards(backend, handle, storageDir),
  );
  printIdCardTable(rows);
}

/** A class-section of 1,000 students' report cards as one streamed PDF (scripts/bench/report-cards.ts). */
async function runReportCardsBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('report-cards', adminUrl, (backend, handle) =>
    benchReportCards(backend, handle, storageDir),
  );
  printReportCardTable(rows);
}

/**
 * A marks grid of 60 saved whole, one save at a time (scripts/bench/exam-marks.ts): in-process
 * and, on PostgreSQL, through the BFF.
 */
async function runExamMarksBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('exam-marks', adminUrl, (backend, handle, url) =>
    benchExamMarks(backend, handle, storageDir, {
      seconds: SECONDS,
      browser:
        url && !process.env.BENCH_SKIP_BROWSER ? { databaseUrl: url, port: NEXT_PORT } : undefined,
    }),
  );
  printExamMarksTable(rows.flat());
}

/**
 * An exam's results for a school of 50,000 (scripts/bench/exam-results.ts): fewer students on
 * PGlite (BENCH_EXAM_RESULTS_PGLITE_STUDENTS, 10,000 by default; BENCH_EXAM_RESULTS_STUDENTS
 * sizes both).
 */
async function runExamResultsBench(storageDir: string, adminUrl: string | undefined) {
  const sized = process.env.BENCH_EXAM_RESULTS_STUDENTS;
  const pgliteStudents = Number(sized ?? process.env.BENCH_EXAM_RESULTS_PGLITE_STUDENTS ?? 10_000);
  const rows = await onEachBackend('exam-results', adminUrl, (backend, handle) =>
    benchExamResults(
      backend,
      handle,
      storageDir,
      backend === 'pglite' ? pgliteStudents : Number(sized ?? EXAM_RESULTS_STUDENTS),
    ),
  );
  printExamResultsTable(rows);
}

/**
 * The demo school's whole timetable drafted by the solver's job (scripts/bench/timetable-solver.ts):
 * time, lessons placed and soft rules met. Issue 31's target: within 60 s.
 */
async function runTimetableSolverBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('timetable-solver', adminUrl, (backend, handle) =>
    benchTimetableSolver(backend, handle, storageDir),
  );
  printSolverTable(rows);
}

/** A month's payroll run for 1,000 staff: run, recompute, finalise, pay all (scripts/bench/payroll.ts). */
async function runPayrollBench(storageDir: string, adminUrl: string | undefined) {
  const rows = await onEachBackend('payroll', adminUrl, (backend, handle) =>
    benchPayroll(backend, handle, storageDir),
  );
  printPayrollTable(rows);
}

/**
 * One day's registers of a 50,000-student school with 2,500 absences told to their guardians
 * (scripts/bench/notifications.ts): fewer students on PGlite (BENCH_NOTIFY_PGLITE_STUDENTS,
 * 10,000 by default; BENCH_NOTIFY_STUDENTS sizes both).
 */
async function runNotificationsBench(storageDir: string, adminUrl: string | undefined) {
  const sized = process.env.BENCH_NOTIFY_STUDENTS;
  const pgliteStudents = Number(sized ?? process.env.BENCH_NOTIFY_PGLITE_STUDENTS ?? 10_000);
  const rows = await onEachBackend('notifications', adminUrl, (backend, handle) =>
    benchNotifications(
      backend,
      handle,
      storageDir,
      backend === 'pglite' ? pgliteStudents : Number(sized ?? NOTIFY_SCHOOL_STUDENTS),
    ),
  );
  printNotificationTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
