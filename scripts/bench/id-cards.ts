/**
 * ID cards for `npm run bench` (BENCH_ONLY=id-cards): a class-section of 1,000 students
 * (written in bulk, not measured), then GET /api/id-cards.pdf for it through the API: the time
 * to the first byte (the stream starts before the sheets are drawn) and to the last, the pages
 * and the size. Issue 29's target: the whole PDF within 30 s.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { adminSession, demoSchool } from './backends';

export type IdCardFigures = {
  backend: string;
  students: number;
  firstByteMs: number;
  totalMs: number;
  pages: number;
  bytes: number;
};

const STUDENTS = 1_000;

/** The first class-section of the school, filled with `count` students. */
export async function fullSection(
  handle: DatabaseHandle,
  schoolId: number,
  count = STUDENTS,
): Promise<number> {
  const result = await handle.db.execute(
    sql`select id from class_sections where school_id = ${schoolId} order by id limit 1`,
  );
  const sectionId = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await handle.db.execute(sql`
    insert into students (school_id, admission_no, first_name, last_name, gender, date_of_birth,
      admission_date, class_section_id, session_year_id, roll_number)
    select ${schoolId}, 'BENCH-' || n, 'Bench' || n, 'Student', 'female', '2015-01-01',
      '2025-06-01', ${sectionId}, (select id from session_years where school_id = ${schoolId} order by id limit 1), n
    from generate_series(1, ${count}) as n`);
  return sectionId;
}

export async function benchIdCards(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
): Promise<IdCardFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  const sectionId = await fullSection(handle, school.id);
  const { api, headers } = await adminSession(handle, storageDir);
  const started = performance.now();
  const res = await api.request(`/api/id-cards.pdf?class_section_id=${sectionId}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`id-cards.pdf: ${res.status}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += value.length;
  }
  return {
    backend,
    students: STUDENTS,
    firstByteMs,
    totalMs: performance.now() - started,
    pages: Number(res.headers.get('x-page-count')),
    bytes,
  };
}

export function printIdCardTable(rows: IdCardFigures[]) {
  console.log('\nID cards: a class-section as one streamed PDF of A4 sheets (target: within 30 s)');
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      students: r.students,
      pages: r.pages,
      'first byte (ms)': Math.round(r.firstByteMs),
      'whole PDF (ms)': Math.round(r.totalMs),
      'size (KB)': Math.round(r.bytes / 1024),
    })),
  );
}
