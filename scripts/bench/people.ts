/**
 * People figures for `npm run bench`: importing 5,000 students through the API (preview,
 * then the commit steps the client drives; total time, rows/s and the longest single
 * request), and a searched student list in a school of 50,000 students (req/s, p50, p99).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { adminSession, demoSchool } from './backends';
import { classSections, sessionYears } from '../../lib/db/schema';
import { seedDemo } from '../../lib/api/seed';
import { csvLine } from '../../lib/api/http/csv';
import { STUDENT_COLUMNS } from '../../lib/api/modules/people/import/student-rows';
import { measureInProcess, type Figures } from './measure';

export type PeopleFigures = {
  backend: string;
  importRows: number;
  importSeconds: number;
  importRowsPerSec: number;
  longestRequestMs: number;
  /** The longest request of each kind, in ms: preview, check step, final commit. */
  longestRequest: string;
  requests: number;
  schoolStudents: number;
  search: Figures;
};

const IMPORT_ROWS = 5_000;
const SCHOOL_STUDENTS = 50_000;
const FIRST = [
  'Amara',
  'Ben',
  'Chidi',
  'Dana',
  'Emeka',
  'Fatima',
  'Gil',
  'Hana',
  'Ivo',
  'Jun',
  'Kofi',
  'Lea',
];
const LAST = [
  'Okafor',
  'Mensah',
  'Larsen',
  'Romero',
  'Haddad',
  'Nair',
  'Fischer',
  'Adeyemi',
  'Silva',
  'Tanaka',
];

function importFile(): string {
  const lines = [csvLine([...STUDENT_COLUMNS])];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const row: Record<string, string> = {
      admission_no: `IMP-${i}`,
      first_name: defined(FIRST[i % FIRST.length], 'a first name'),
      last_name: `${LAST[i % LAST.length]}${i}`,
      gender: i % 2 ? 'male' : 'female',
      date_of_birth: `201${i % 8}-0${(i % 9) + 1}-1${i % 9}`,
      class_section: defined(
        ['Grade 1 - A', 'Grade 1 - B', 'Grade 2 - A', 'Grade 3 - B'][i % 4],
        'a class-section',
      ),
      guardian_name: `Parent ${i}`,
      // Every third family has two children in the file: guardians shared by e-mail.
      guardian_email: `parent${Math.floor(i / 3) * 3}@bench.test`,
      guardian_relation: 'mother',
    };
    lines.push(csvLine(STUDENT_COLUMNS.map((c) => row[c] ?? '')));
  }
  return lines.join('');
}

/** Adds `count` students to the school in one statement (setup, not measured). */
export async function addStudents(handle: DatabaseHandle, schoolId: number, count: number) {
  const cs = await handle.db
    .select({ id: classSections.id })
    .from(classSections)
    .where(eq(classSections.schoolId, schoolId));
  const session = await handle.db
    .select({ id: sessionYears.id })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)))
    .then(([row]) => defined(row, 'the current session year'));
  const csArray = `{${cs.map((c) => c.id).join(',')}}`;
  const first = `{${FIRST.join(',')}}`;
  const last = `{${LAST.join(',')}}`;
  await handle.db
    .execute(sql`insert into students (school_id, admission_no, roll_number, first_name,
      last_name, gender, date_of_birth, admission_date, class_section_id, session_year_id)
    select ${schoolId}::int, 'FILL-' || g, null,
      (${first}::text[])[1 + g % ${FIRST.length}] || g % 97,
      (${last}::text[])[1 + g % ${LAST.length}] || g,
      case when g % 2 = 0 then 'female' else 'male' end, date '2012-01-01' + (g % 2000),
      date '2026-06-01', (${csArray}::int[])[1 + g % ${cs.length}], ${session.id}::int
    from generate_series(1, ${count}) g`);
  // What autovacuum does to a live table: statistics and the visibility map (index-only scans).
  await handle.db.execute(sql`vacuum analyze students`);
}

export async function benchPeople(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  seconds: number,
  connections: number,
): Promise<PeopleFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const { api, headers } = await adminSession(handle, storageDir);

  // Each request's duration, labelled: the preview, the check steps, the final commit.
  const times: { name: string; ms: number }[] = [];
  const timed = async (name: string, path: string, init: RequestInit) => {
    const t0 = performance.now();
    const res = await api.request(path, { ...init, headers: { ...headers, ...init.headers } });
    const body = (await res.json()) as { data: { id: number; done?: boolean }; message: string };
    times.push({ name, ms: performance.now() - t0 });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.message}`);
    return body.data;
  };

  const started = performance.now();
  const form = new FormData();
  form.set('file', new File([importFile()], 'bench-5000.csv'));
  const preview = await timed('preview', '/api/imports/students', { method: 'POST', body: form });
  const commit = `/api/imports/${preview.id}/commit`;
  let step = await timed('check step', commit, { method: 'POST' });
  while (!step.done) step = await timed('check step', commit, { method: 'POST' });
  // The call that answered done is the one that copied everything in.
  defined(times.at(-1), 'the call that answered done').name = 'final commit';
  const longest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const breakdown = ['preview', 'check step', 'final commit']
    .map((name) => {
      const ms = Math.max(...times.filter((t) => t.name === name).map((t) => t.ms));
      return `${name} ${ms.toFixed(0)}`;
    })
    .join(', ');
  const importSeconds = (performance.now() - started) / 1000;

  const school = await demoSchool(handle.db);
  await addStudents(handle, school.id, SCHOOL_STUDENTS - IMPORT_ROWS);
  const terms = ['amara', 'ben', 'okafor12', 'fatima4', 'imp-12', 'lea1', 'hana', 'silva'];
  let n = 0;
  const search = await measureInProcess(
    async () =>
      await api.request(`/api/students?search=${terms[n++ % terms.length]}&per_page=20`, {
        headers,
      }),
    { connections, seconds },
  );
  return {
    backend,
    importRows: IMPORT_ROWS,
    importSeconds,
    importRowsPerSec: IMPORT_ROWS / importSeconds,
    longestRequestMs: longest.ms,
    longestRequest: breakdown,
    requests: times.length,
    schoolStudents: SCHOOL_STUDENTS,
    search,
  };
}

export function printPeopleTable(rows: PeopleFigures[]) {
  console.log(
    '\n| backend | import 5,000 students | rows/s | requests | longest request ms | longest of each kind (ms) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.importSeconds.toFixed(1)} s | ${r.importRowsPerSec.toFixed(0)} | ${r.requests} | ${r.longestRequestMs.toFixed(0)} | ${r.longestRequest} |`,
    );
  console.log(
    '\n| backend | searched student list, school of | req/s | p50 ms | p99 ms | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.schoolStudents.toLocaleString('en')} | ${r.search.reqPerSec.toFixed(0)} | ${r.search.p50.toFixed(1)} | ${r.search.p99.toFixed(1)} | ${r.search.errors} |`,
    );
}
