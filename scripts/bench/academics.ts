/**
 * Academic list figures for `npm run bench`: a paginated, searched, sorted list on a school
 * with 2,000 classes and 10,000 subjects (req/s, p50, p99), in-process, per backend.
 */
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { adminSession, demoSchool } from './backends';
import { classes, mediums, subjects } from '../../lib/db/schema';
import { seedDemo } from '../../lib/api/seed';
import { measureInProcess, type Figures } from './measure';

export const LARGE_SCHOOL = { classes: 2_000, subjects: 10_000 };
/** Searches that match many rows (so sorting and the window total do real work), page 2. */
export const ACADEMIC_LIST_ROUTES = [
  '/api/classes?search=class%201&sort=name&page=2&per_page=20',
  '/api/subjects?search=7&sort=-code&page=2&per_page=20',
];

export type AcademicFigures = { backend: string; route: string; total: number } & Figures;

export async function benchAcademicLists(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  seconds: number,
  connections: number,
): Promise<AcademicFigures[]> {
  const db = handle.db;
  await seedDemo(db, storageDir, { life: false });
  const school = await demoSchool(db);
  const medium = await db
    .select({ id: mediums.id })
    .from(mediums)
    .where(eq(mediums.schoolId, school.id))
    .then(([row]) => defined(row, 'a medium'));
  // One statement each: generate_series keeps the set-up to seconds on either backend.
  await db.execute(sql`insert into ${classes} (school_id, name, medium_id)
    select ${school.id}, 'Class ' || lpad(n::text, 4, '0'), ${medium.id} from generate_series(1, ${LARGE_SCHOOL.classes}) n`);
  await db.execute(sql`insert into ${subjects} (school_id, name, code, type)
    select ${school.id}, 'Subject ' || lpad(n::text, 5, '0'), 'S' || lpad(n::text, 5, '0'),
      case when n % 3 = 0 then 'Practical' else 'Theory' end
    from generate_series(1, ${LARGE_SCHOOL.subjects}) n`);
  await db.execute(sql`analyze`);

  const { api, headers } = await adminSession(handle, storageDir);

  const rows: AcademicFigures[] = [];
  for (const route of ACADEMIC_LIST_ROUTES) {
    const first = (await (await api.request(route, { headers })).json()) as {
      meta: { total: number };
    };
    const figures = await measureInProcess(async () => api.request(route, { headers }), {
      connections,
      seconds,
    });
    rows.push({ backend, route, total: first.meta.total, ...figures });
  }
  return rows;
}

export function printAcademicTable(rows: AcademicFigures[]) {
  console.log(
    `\nAcademic lists, school of ${LARGE_SCHOOL.classes} classes and ${LARGE_SCHOOL.subjects} subjects (in-process)`,
  );
  console.log('| backend | route | matching rows | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.route} | ${r.total} | ${r.reqPerSec.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    );
}
