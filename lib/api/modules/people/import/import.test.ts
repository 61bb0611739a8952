/**
 * Bulk import on real files the test writes to disk (CSV and XLSX): a clean file, a file
 * with errors (exact messages, nothing written), the same file twice (nothing twice), the
 * commit in steps with progress, teachers, and permissions.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { and, eq, sql } from 'drizzle-orm';
import { schools, students } from '../../../../db/schema';
import { startTestApi, unique, type TestApi } from '../../../test-support/harness';
import { csvLine } from '../../../http/csv';
import { STUDENT_COLUMNS } from './student-rows';
import { defined } from '../../../../test-support/defined';

let t: TestApi;
let admin: string;
let dir: string;
let riversideId: number;
const R = { school: 'riverside' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  dir = mkdtempSync(path.join(os.tmpdir(), 'schola-import-'));
  const [s] = await t.handle.db.select().from(schools).where(eq(schools.subdomain, 'riverside'));
  riversideId = defined(s, 'the riverside school').id;
});
afterAll(() => t.close());

type Row = Partial<Record<(typeof STUDENT_COLUMNS)[number], string>>;

function studentRow(tag: string, i: number, extra: Row = {}): Row {
  return {
    admission_no: `${tag}-${i}`,
    first_name: `Kid${i}`,
    last_name: tag,
    gender: i % 2 ? 'male' : 'female',
    date_of_birth: '2016-05-0' + ((i % 9) + 1),
    class_section: 'Grade 1 - A',
    guardian_name: `Parent ${i}`,
    guardian_email: `${tag}-p${i}@example.test`.toLowerCase(),
    guardian_relation: 'mother',
    ...extra,
  };
}

function writeCsv(name: string, rows: Row[]): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    csvLine([...STUDENT_COLUMNS]) +
      rows.map((r) => csvLine(STUDENT_COLUMNS.map((c) => r[c] ?? ''))).join(''),
  );
  return file;
}

async function writeXlsx(name: string, rows: Row[]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('students');
  sheet.addRow([...STUDENT_COLUMNS]);
  for (const r of rows)
    sheet.addRow(
      STUDENT_COLUMNS.map((c) =>
        // A date typed into a spreadsheet is a date cell, not text.
        c === 'date_of_birth' && r[c] && /^\d{4}-\d{2}-\d{2}$/.test(r[c] as string)
          ? new Date(`${r[c]}T00:00:00Z`)
          : (r[c] ?? ''),
      ),
    );
  const file = path.join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

async function upload(file: string, kind = 'students', token = admin) {
  const form = new FormData();
  form.set('file', new File([readFileSync(file)], path.basename(file)));
  return t.call('POST', `/api/imports/${kind}`, { ...R, token, body: form });
}

async function commitAll(id: number) {
  const steps = [];
  for (let i = 0; i < 50; i++) {
    const res = await t.call('POST', `/api/imports/${id}/commit`, { ...R, token: admin });
    steps.push(res);
    if (res.status !== 200 || res.body.data.done) break;
  }
  return steps;
}

async function countLastName(lastName: string) {
  const [row] = await t.handle.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(students)
    .where(and(eq(students.schoolId, riversideId), eq(students.lastName, lastName)));
  return defined(row, 'a count').n;
}

test('templates download as CSV and XLSX with the columns', async () => {
  const csv = await t.call('GET', '/api/imports/students/template?format=csv', {
    ...R,
    token: admin,
  });
  expect(csv.status).toBe(200);
  expect(String(csv.body).replace('\uFEFF', '').split('\r\n')[0]).toBe(STUDENT_COLUMNS.join(','));
  const res = await t.api.request('/api/imports/teachers/template?format=xlsx', {
    headers: { Authorization: `Bearer ${admin}`, 'X-Subdomain': 'riverside' },
  });
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  expect(wb.worksheets[0]?.getRow(1).getCell(2).value).toBe('email');
});

test('a clean CSV imports in steps with progress; the same file again creates nothing', async () => {
  const tag = unique('Csv');
  const rows = Array.from({ length: 12 }, (_, i) => studentRow(tag, i));
  // Siblings: rows 0 and 1 share a guardian.
  const [first, second] = [defined(rows[0], 'row 0'), defined(rows[1], 'row 1')];
  second.guardian_email = first.guardian_email;
  second.guardian2_name = 'Second Parent';
  second.guardian2_email = `${tag}-second@example.test`.toLowerCase();
  second.guardian2_relation = 'father';
  const file = writeCsv('clean.csv', rows);

  const preview = await upload(file);
  expect(preview.status).toBe(200);
  expect(preview.body.data).toMatchObject({
    status: 'staged',
    total_rows: 12,
    to_create: 12,
    skipped_rows: 0,
    errors: [],
  });
  expect(await countLastName(tag)).toBe(0); // the preview writes nothing

  const steps = await commitAll(preview.body.data.id);
  const last = defined(steps.at(-1), 'a commit step');
  expect(last.status).toBe(200);
  expect(last.body.data).toMatchObject({ done: true, created_rows: 12, prepared_rows: 12 });
  expect(await countLastName(tag)).toBe(12);

  const list = await t.call('GET', `/api/students?search=kid1&per_page=100`, {
    ...R,
    token: admin,
  });
  const kid1 = list.body.data.find((s: { last_name: string }) => s.last_name === tag);
  const profile = await t.call('GET', `/api/students/${kid1.id}`, { ...R, token: admin });
  expect(
    profile.body.data.guardians.map((g: { email: string; is_primary: boolean }) => [
      g.email,
      g.is_primary,
    ]),
  ).toEqual([
    [first.guardian_email, true],
    [second.guardian2_email, false],
  ]);
  expect(profile.body.data.history[0]).toMatchObject({ event: 'admission', note: 'Bulk import' });

  const again = await upload(file);
  expect(again.body.data).toMatchObject({
    status: 'staged',
    to_create: 0,
    skipped_rows: 12,
    errors: [],
  });
  const steps2 = await commitAll(again.body.data.id);
  expect(steps2.at(-1)?.body.data).toMatchObject({ done: true, created_rows: 0 });
  expect(await countLastName(tag)).toBe(12);
});

test('a file with a bad date, an unknown class-section and a duplicate e-mail: exact errors, nothing written', async () => {
  const tag = unique('Bad');
  const file = writeCsv('errors.csv', [
    studentRow(tag, 1, { email: `${tag}-kid@example.test`.toLowerCase() }),
    studentRow(tag, 2, { date_of_birth: '31/02/2015' }),
    studentRow(tag, 3, { class_section: 'Grade 9 - Z' }),
    studentRow(tag, 4, { email: `${tag}-kid@example.test`.toLowerCase() }),
  ]);
  const res = await upload(file);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('The file has 3 errors; nothing was imported.');
  expect(res.body.data.status).toBe('invalid');
  expect(res.body.data.errors).toEqual([
    { row: 3, column: 'date_of_birth', message: '31/02/2015 is not a valid date (use YYYY-MM-DD)' },
    { row: 4, column: 'class_section', message: 'Unknown class-section "Grade 9 - Z".' },
    {
      row: 5,
      column: 'email',
      message: `The e-mail ${tag.toLowerCase()}-kid@example.test is already used in row 2.`,
    },
  ]);
  const commit = await t.call('POST', `/api/imports/${res.body.data.id}/commit`, {
    ...R,
    token: admin,
  });
  expect(commit.status).toBe(409);
  expect(await countLastName(tag)).toBe(0);
});

test('an XLSX file (with date cells) imports the same way, and twice creates nothing twice', async () => {
  const tag = unique('Xlsx');
  const file = await writeXlsx('clean.xlsx', [
    studentRow(tag, 1),
    studentRow(tag, 2, { class_section: 'grade 2 b' }),
  ]);
  const preview = await upload(file);
  expect(preview.body.data).toMatchObject({ status: 'staged', to_create: 2, errors: [] });
  await commitAll(preview.body.data.id);
  expect(await countLastName(tag)).toBe(2);
  const again = await upload(file);
  expect(again.body.data).toMatchObject({ to_create: 0, skipped_rows: 2 });
});

test('an XLSX file with errors reports them by row and column', async () => {
  const tag = unique('XBad');
  const file = await writeXlsx('bad.xlsx', [
    studentRow(tag, 1, { gender: 'x', guardian_email: 'nope' }),
  ]);
  const res = await upload(file);
  expect(res.body.data.errors).toEqual([
    { row: 2, column: 'gender', message: 'x is not a gender (use male, female or other).' },
    { row: 2, column: 'guardian_email', message: 'nope is not a valid e-mail address.' },
  ]);
});

test('a row whose admission number belongs to another student is an error; a file without required columns is refused', async () => {
  const tag = unique('Own');
  const first = writeCsv('own.csv', [studentRow(tag, 1)]);
  await commitAll((await upload(first)).body.data.id);
  const clash = writeCsv('clash.csv', [studentRow(tag, 1, { first_name: 'Someone' })]);
  const res = await upload(clash);
  expect(res.body.data.errors).toEqual([
    {
      row: 2,
      column: 'admission_no',
      message: `The admission number ${tag}-1 already belongs to Kid1 ${tag}.`,
    },
  ]);
  const noColumns = path.join(dir, 'none.csv');
  writeFileSync(noColumns, 'name,age\nA,3\n');
  const refused = await upload(noColumns);
  expect(refused.status).toBe(422);
  expect(refused.body.errors.file).toContain('lacks the columns admission_no');
});

test('an Arabic reader is told in Arabic that the file lacks columns, and which', async () => {
  const reader = await t.login('admin@riverside.test');
  const chose = await t.call('PUT', '/api/me/preferences', {
    ...R,
    token: reader,
    body: { locale: 'ar' },
  });
  expect(chose.status).toBe(200);
  try {
    const noColumns = path.join(dir, 'none-ar.csv');
    writeFileSync(noColumns, 'name,age\nA,3\n');
    const refused = await upload(noColumns, 'students', reader);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toMatch(
      /^ينقص الملف الأعمدة admission_no, .*؛ ابدأ من القالب\.$/,
    );
    expect(refused.body.message).toBe(refused.body.errors.file);
  } finally {
    await t.call('PUT', '/api/me/preferences', { ...R, token: reader, body: { locale: 'en' } });
  }
});

test('teachers import: created once, duplicate e-mails refused, then skipped on re-import', async () => {
  const tag = unique('t').toLowerCase();
  const write = (name: string, lines: string[][]) => {
    const file = path.join(dir, name);
    writeFileSync(
      file,
      [['full_name', 'email', 'joining_date', 'salary_basis'], ...lines]
        .map((l) => csvLine(l))
        .join(''),
    );
    return file;
  };
  const bad = write('t-bad.csv', [
    ['A', `${tag}@example.test`, '2026-06-01', 'monthly'],
    ['B', `${tag}@example.test`, '2026-13-01', 'weekly'],
    ['C', 'admin@riverside.test', '2026-06-01', ''],
  ]);
  const res = await upload(bad, 'teachers');
  expect(res.body.data.errors).toEqual([
    {
      row: 3,
      column: 'email',
      message: `The e-mail ${tag}@example.test is already used in row 2.`,
    },
    { row: 3, column: 'joining_date', message: '2026-13-01 is not a valid date (use YYYY-MM-DD)' },
    {
      row: 3,
      column: 'salary_basis',
      message: 'weekly is not a salary basis (use monthly, daily or hourly).',
    },
    {
      row: 4,
      column: 'email',
      message: 'The e-mail admin@riverside.test is already used by another account of the school.',
    },
  ]);
  const good = write('t-good.csv', [['A', `${tag}@example.test`, '2026-06-01', 'monthly']]);
  const steps = await commitAll((await upload(good, 'teachers')).body.data.id);
  expect(steps.at(-1)?.body.data).toMatchObject({ done: true, created_rows: 1 });
  const list = await t.call('GET', `/api/teachers?search=${tag}`, { ...R, token: admin });
  expect(list.body.data).toEqual([
    expect.objectContaining({ email: `${tag}@example.test`, roles: ['Teacher'] }),
  ]);
  expect((await upload(good, 'teachers')).body.data).toMatchObject({
    to_create: 0,
    skipped_rows: 1,
  });
});

test('permissions and tenancy: a Teacher cannot import; another school cannot see or commit a batch', async () => {
  const teacher = await t.login('teacher@riverside.test');
  const file = writeCsv('perm.csv', [studentRow(unique('P'), 1)]);
  expect((await upload(file, 'students', teacher)).status).toBe(403);
  const preview = await upload(file);
  const hill = await t.login('admin@hillcrest.test');
  const other = await t.call('POST', `/api/imports/${preview.body.data.id}/commit`, {
    school: 'hillcrest',
    token: hill,
  });
  expect(other.status).toBe(404);
  expect(
    (
      await t.call('GET', `/api/imports/${preview.body.data.id}`, {
        school: 'hillcrest',
        token: hill,
      })
    ).status,
  ).toBe(404);
});

test.each(['riverside', 'hillcrest'])(
  "%s: the templates' examples import cleanly as written, once, without stray apostrophes",
  async (school) => {
    const token = await t.login(`admin@${school}.test`);
    const as = { school, token };
    const template = async (kind: string, format: string) => {
      const res = await t.api.request(`/api/imports/${kind}/template?format=${format}`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': school },
      });
      const form = new FormData();
      form.set('file', new File([await res.arrayBuffer()], `template.${format}`));
      return (await t.call('POST', `/api/imports/${kind}`, { ...as, body: form })).body.data;
    };
    const commit = async (id: number) => {
      for (let i = 0; i < 20; i++) {
        const step = await t.call('POST', `/api/imports/${id}/commit`, as);
        if (step.body.data.done) return step.body.data;
      }
    };
    // The CSV template as downloaded: two siblings, clean.
    const csv = await template('students', 'csv');
    expect(csv).toMatchObject({ status: 'staged', errors: [], to_create: 2, skipped_rows: 0 });
    // The preview shows the rows it will write, not only counts.
    const rows = (await t.call('GET', `/api/imports/${csv.id}/rows`, as)).body;
    expect(rows.meta.total).toBe(2);
    expect(rows.data[0]).toMatchObject({
      row: 2,
      action: 'create',
      data: {
        admission_no: 'EXAMPLE-1',
        class_section_name: expect.any(String),
        guardians: [expect.objectContaining({ phone: '+1 555 0101' })],
      },
    });
    expect(await commit(csv.id)).toMatchObject({ created_rows: 2 });
    // The spreadsheet template holds the same examples: already there, nothing twice.
    expect(await template('students', 'xlsx')).toMatchObject({
      status: 'staged',
      errors: [],
      to_create: 0,
      skipped_rows: 2,
    });
    const [example] = (await t.call('GET', '/api/students?search=EXAMPLE-1', as)).body.data;
    const profile = (await t.call('GET', `/api/students/${example.id}`, as)).body.data;
    expect(profile.guardians[0].phone).toBe('+1 555 0101');
    const teachers = await template('teachers', 'csv');
    expect(teachers).toMatchObject({ status: 'staged', errors: [], to_create: 1 });
    await commit(teachers.id);
    const [ruth] = (await t.call('GET', '/api/teachers?search=Ruth', as)).body.data;
    expect(ruth.phone).toBe('+1 555 0199');
  },
);

describe('a cell no record may hold is refused with the file, naming row and column', () => {
  /** A workbook whose row-2 first name is `marker`, then `marker` replaced in its XML by `xml`. */
  async function xlsxWith(name: string, tag: string, xml: string): Promise<string> {
    const marker = unique('Marker');
    const file = await writeXlsx(name, [studentRow(tag, 1, { first_name: marker })]);
    const zip = await JSZip.loadAsync(readFileSync(file));
    for (const entry of Object.values(zip.files)) {
      if (!entry.name.endsWith('.xml')) continue;
      const text = await entry.async('string');
      if (text.includes(marker)) zip.file(entry.name, text.replace(marker, xml));
    }
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    return file;
  }

  const refusedCell = /^Row 2, column first_name contains a control character/;
  test.each([
    [
      'a NUL byte in a CSV cell',
      (tag: string) => writeCsv('nul.csv', [studentRow(tag, 1, { first_name: 'A\u0000da' })]),
      refusedCell,
    ],
    // XML allows the C1 controls (NEL here) as character references.
    [
      'a C1 control (&#x85;) in a workbook cell',
      (tag: string) => xlsxWith('nel.xlsx', tag, 'A&#x85;da'),
      refusedCell,
    ],
    // XML itself forbids a surrogate: the workbook's reader refuses it first.
    [
      'a lone surrogate (&#xD800;) in a workbook cell',
      (tag: string) => xlsxWith('surrogate.xlsx', tag, 'A&#xD800;da'),
      /cannot be read/,
    ],
  ])('%s', async (_name, write, message) => {
    const tag = unique('Cell');
    const res = await upload(await write(tag));
    expect([res.status, res.body.errors?.file]).toEqual([422, expect.stringMatching(message)]);
    expect(await countLastName(tag)).toBe(0);
  });
});
