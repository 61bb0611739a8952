/**
 * What the ID cards' and the report cards' parts of `npm run bench` share: the demo school with
 * its first class-section filled with students in bulk (not measured), then one PDF of that
 * class-section fetched through the in-process API as it streams: the time to the first byte
 * (the stream starts before the pages are drawn) and to the last, the pages and the size.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { adminSession, demoSchool, type BenchSession } from './backends';

export type SectionPdfFigures = {
  backend: string;
  students: number;
  firstByteMs: number;
  totalMs: number;
  pages: number;
  bytes: number;
};

/** The first class-section of the school, filled with `count` students. */
export async function fullSection(
  handle: DatabaseHandle,
  schoolId: number,
  count: number,
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

export type SectionPdfSetup = {
  handle: DatabaseHandle;
  schoolId: number;
  sectionId: number;
  session: BenchSession;
};

/**
 * Seeds the demo, fills a class-section with `students`, lets `prepare` add what the PDF needs
 * and answer its path, then times that PDF.
 */
export async function benchSectionPdf(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  students: number,
  prepare: (setup: SectionPdfSetup) => Promise<string>,
): Promise<SectionPdfFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  const sectionId = await fullSection(handle, school.id, students);
  const session = await adminSession(handle, storageDir);
  const path = await prepare({ handle, schoolId: school.id, sectionId, session });
  const started = performance.now();
  const res = await session.api.request(path, { headers: session.headers });
  if (res.status !== 200 || !res.body)
    throw new Error(`${path}: ${res.status} ${await res.text()}`);
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
    students,
    firstByteMs,
    totalMs: performance.now() - started,
    pages: Number(res.headers.get('x-page-count')),
    bytes,
  };
}

export function printSectionPdfTable(title: string, rows: SectionPdfFigures[]) {
  console.log(`\n${title}`);
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
