/**
 * A marks grid's export and import through the real API: the export is the template (CSV and
 * XLSX), a file edited and imported saves its cells, a file with wrong rows names each by row
 * and column and saves nothing, another teacher's subject and another school are refused, and
 * a published class's import needs a reason.
 */
import ExcelJS from 'exceljs';
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { examSetup } from './test-support/exam-setup';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let teacher: As;
let s: Awaited<ReturnType<typeof examSetup>>;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  s = await examSetup(t, riverside, 3);
});
afterAll(() => t.close());

const grid = (subject = s.maths.id) => `class_section_id=${s.cs.id}&subject_id=${subject}`;

function upload(as: As, csv: string, extra: Record<string, string> = {}, subject = s.maths.id) {
  const form = new FormData();
  form.set('file', new File([csv], 'marks.csv'));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return t.call('POST', `/api/exams/${s.exam.id}/marks/import?${grid(subject)}`, {
    ...as,
    body: form,
  });
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);

test('the export is the template: edited and imported, its cells are saved', async () => {
  const exported = await t.call(
    'GET',
    `/api/exams/${s.exam.id}/marks?${grid()}&format=csv`,
    teacher,
  );
  expect(exported.status).toBe(200);
  const [header, ...rows] = lines(exported.body as string);
  expect(header).toBe('admission_no,roll_number,name,marks,absent,exempt');
  expect(rows).toHaveLength(3);
  const admissions = rows.map((r) => r.split(',')[0]);
  const csv = [
    header,
    `${admissions[0]},,,45.5,,`,
    `${admissions[1]},,,,yes,`,
    `${admissions[2]},,,,,yes`,
  ].join('\n');
  const res = await upload(teacher, csv);
  expect(res.status).toBe(200);
  expect(
    res.body.data.students.map((r: { marks: number; absent: boolean; exempt: boolean }) => [
      r.marks,
      r.absent,
      r.exempt,
    ]),
  ).toEqual([
    [45.5, false, false],
    [null, true, false],
    [null, false, true],
  ]);
  const again = await t.call('GET', `/api/exams/${s.exam.id}/marks?${grid()}&format=csv`, teacher);
  expect(lines(again.body as string)[1]).toMatch(/,45\.5,,$/);
});

test('a file with wrong rows names each by row and column, and saves nothing', async () => {
  const before = await t.call('GET', `/api/exams/${s.exam.id}/marks?${grid()}`, teacher);
  const [first, second, third] = before.body.data.students as { admission_no: string }[];
  const csv = [
    'admission_no,marks,absent,exempt',
    `${first?.admission_no},12,,`,
    `${second?.admission_no},120,,`,
    'NOBODY-1,10,,',
    `${first?.admission_no},11,,`,
    `${third?.admission_no},,perhaps,`,
  ].join('\n');
  const res = await upload(teacher, csv);
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({
    'rows.3.marks': expect.stringContaining('above the maximum of 100'),
    'rows.4.admission_no': 'No student with admission number NOBODY-1 sits this grid.',
    'rows.5.admission_no': `Admission number ${first?.admission_no} appears more than once.`,
    'rows.6.absent': 'Write yes, or leave it empty.',
  });
  const after = await t.call('GET', `/api/exams/${s.exam.id}/marks?${grid()}`, teacher);
  expect(after.body.data.students).toEqual(before.body.data.students);
});

test('an XLSX export reads back with the same rows', async () => {
  const res = await t.call('GET', `/api/exams/${s.exam.id}/marks?${grid()}&format=xlsx`, riverside);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const bytes = await (
    await fetchBytes(`/api/exams/${s.exam.id}/marks?${grid()}&format=xlsx`)
  ).arrayBuffer();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'admission_no',
    'roll_number',
    'name',
    'marks',
    'absent',
    'exempt',
  ]);
  expect(sheet?.getRow(2).getCell(4).value).toBe('45.5');
});

/** The raw response (the harness reads bodies as text). */
async function fetchBytes(path: string) {
  const h = new Headers({
    Authorization: `Bearer ${riverside.token}`,
    'X-Subdomain': 'riverside',
    'X-Is-Subdomain': 'true',
  });
  return t.api.request(path, { headers: h });
}

test('another subject’s teacher, and another school, are refused', async () => {
  const art = await upload(teacher, 'admission_no,marks,absent,exempt\nX,1,,', {}, s.art.id);
  expect(art.status).toBe(403);
  const foreign = await t.call(
    'GET',
    `/api/exams/${s.exam.id}/marks?${grid()}&format=csv`,
    hillcrest,
  );
  expect(foreign.status).toBe(404);
});

test('once the class is published, an import needs a reason', async () => {
  const published = await t.call('POST', `/api/exams/${s.exam.id}/publish`, {
    ...riverside,
    body: {},
  });
  expect(published.status).toBe(200);
  const exported = await t.call(
    'GET',
    `/api/exams/${s.exam.id}/marks?${grid()}&format=csv`,
    teacher,
  );
  const [header, row] = lines(exported.body as string);
  const changed = `${header}\n${row?.split(',')[0]},,,40,,`;
  const refused = await upload(riverside, changed);
  expect([refused.status, refused.body.errors]).toEqual([
    422,
    { reason: 'These results are published: give the reason for the change.' },
  ]);
  const done = await upload(riverside, changed, { reason: 'Re-marked paper' });
  expect(done.body.data.students[0].marks).toBe(40);
});
