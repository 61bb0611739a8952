/**
 * The migration that turned the five fixed statuses into each school's attendance codes
 * (drizzle/*_attendance_codes.sql), run on a database that already holds marks and day totals,
 * as every deployment does: migrated up to the migration before it, filled the old way, then
 * migrated to the end. Every school gets the five codes, every mark keeps its meaning through
 * the code of its status, and the totals count what the codes count as. PGlite (a folder) or
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type Database, type OpenOptions } from '../../../db/client';
import { freshPostgres } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';

function migrationsBeforeCodes(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const codes = journal.entries.findIndex((e) => e.tag.endsWith('attendance_codes'));
  expect(codes).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, codes);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const rowsOf = async <R = Record<string, unknown>>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;
const idOf = async (db: Database, query: SQL) =>
  defined((await rowsOf<{ id: number }>(db, query))[0], 'a row back').id;

const STATUSES = ['present', 'absent', 'late', 'half_day', 'on_leave'] as const;

/** Two schools; one with a student marked each of the five statuses on five days, and totals. */
async function fillTheOldWay(db: Database) {
  const school = await idOf(
    db,
    sql`insert into schools (name, subdomain, code) values ('Old School', 'old-school', 'SCH900001') returning id`,
  );
  await db.execute(
    sql`insert into schools (name, subdomain, code) values ('Empty School', 'empty-school', 'SCH900002')`,
  );
  const year = await idOf(
    db,
    sql`insert into session_years (school_id, name, start_date, end_date)
      values (${school}, '2026-27', '2026-06-01', '2027-05-31') returning id`,
  );
  const medium = await idOf(
    db,
    sql`insert into mediums (school_id, name) values (${school}, 'English') returning id`,
  );
  const klass = await idOf(
    db,
    sql`insert into classes (school_id, name, medium_id) values (${school}, 'Grade 1', ${medium}) returning id`,
  );
  const section = await idOf(
    db,
    sql`insert into sections (school_id, name) values (${school}, 'A') returning id`,
  );
  const cs = await idOf(
    db,
    sql`insert into class_sections (school_id, class_id, section_id) values (${school}, ${klass}, ${section}) returning id`,
  );
  const student = await idOf(
    db,
    sql`insert into students (school_id, admission_no, first_name, last_name, gender, date_of_birth,
        admission_date, class_section_id, session_year_id)
      values (${school}, 'ADM1', 'Ada', 'Old', 'female', '2018-01-01', '2026-06-01', ${cs}, ${year})
      returning id`,
  );
  for (const [i, status] of STATUSES.entries()) {
    const date = `2026-11-0${i + 2}`;
    await db.execute(sql`insert into student_attendance
        (school_id, student_id, date, session_year_id, class_section_id, status, remark)
      values (${school}, ${student}, ${date}, ${year}, ${cs}, ${status}, ${`was ${status}`})`);
    await db.execute(sql`insert into student_attendance_totals
        (school_id, date, class_section_id, session_year_id, marked, present, absent, late, half_day, on_leave)
      values (${school}, ${date}, ${cs}, ${year}, 1,
        ${Number(status === 'present')}, ${Number(status === 'absent')}, ${Number(status === 'late')},
        ${Number(status === 'half_day')}, ${Number(status === 'on_leave')})`);
  }
  return { school, student };
}

async function database(): Promise<{ options: OpenOptions; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { options: { url: pg.url }, drop: pg.drop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-codes-'));
  return { options: { pgliteDir: path.join(dir, 'pglite') }, drop: async () => {} };
}

test('the codes migration gives every school the five codes and keeps every mark as it was', async () => {
  const { options, drop } = await database();
  try {
    const before = await openDatabase({ ...options, migrationsDir: migrationsBeforeCodes() });
    const { school, student } = await fillTheOldWay(before.db).finally(() => before.close());

    const handle = await openDatabase(options);
    try {
      const { db } = handle;
      // Both schools, the empty one too, have the five codes.
      expect(
        await rowsOf(
          db,
          sql`select s.subdomain, count(c.id)::int as codes from schools s
            left join attendance_codes c on c.school_id = s.id group by s.subdomain order by 1`,
        ),
      ).toEqual([
        { subdomain: 'empty-school', codes: 5 },
        { subdomain: 'old-school', codes: 5 },
      ]);
      // Each mark now carries its school's code of the status it had, remark kept.
      expect(
        await rowsOf(
          db,
          sql`select a.date::text, c.builtin, c.code, c.counts_as, a.remark
            from student_attendance a join attendance_codes c
              on c.school_id = a.school_id and c.id = a.code_id
            where a.school_id = ${school} and a.student_id = ${student} order by a.date`,
        ),
      ).toEqual([
        {
          date: '2026-11-02',
          builtin: 'present',
          code: 'P',
          counts_as: 'present',
          remark: 'was present',
        },
        {
          date: '2026-11-03',
          builtin: 'absent',
          code: 'A',
          counts_as: 'absent',
          remark: 'was absent',
        },
        {
          date: '2026-11-04',
          builtin: 'late',
          code: 'L',
          counts_as: 'present',
          remark: 'was late',
        },
        {
          date: '2026-11-05',
          builtin: 'half_day',
          code: 'H',
          counts_as: 'half',
          remark: 'was half_day',
        },
        {
          date: '2026-11-06',
          builtin: 'on_leave',
          code: 'LV',
          counts_as: 'absent',
          remark: 'was on_leave',
        },
      ]);
      // The totals count by what the codes count as: late was present, on leave absent.
      expect(
        await rowsOf(
          db,
          sql`select sum(marked)::int as marked, sum(present)::int as present, sum(absent)::int as absent,
              sum(half)::int as half, sum(excluded)::int as excluded
            from student_attendance_totals where school_id = ${school}`,
        ),
      ).toEqual([{ marked: 5, present: 2, absent: 2, half: 1, excluded: 0 }]);
      // A mark must name a code of its school.
      await expect(
        db.execute(sql`update student_attendance set code_id = null where school_id = ${school}`),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  } finally {
    await drop();
  }
});
