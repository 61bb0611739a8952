/**
 * Documents (issue 29 "What it must show"): a private document is refused to another school,
 * to a guardian of another child and without a session; only PDFs and images are taken
 * (judged by their bytes), within the size limit; images are made smaller; downloads never
 * serve active content inline; removal keeps the row and is audited.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { classSection, post, student, type As } from '../../test-support/fixtures';
import { admin } from '../academics/test-support/factories';
import { makeClassTeacher } from '../attendance/test-support/helpers';
import { studentBody } from '../people/test-support';
import { MAX_DOCUMENT_BYTES } from './schemas';
import { PDF, documentForm, documentType, pngOf, uploadDocument } from './test-support/forms';

let t: TestApi;
let riverside: As;
let hillcrest: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
});
afterAll(() => t.close());

const R = { school: 'riverside' };
const as = async (email: string, school = 'riverside'): Promise<As> => ({
  school,
  token: await t.login(email),
});

test('an uploaded PDF is listed with its type and downloads as an attachment, never inline', async () => {
  const typeId = await documentType(t, riverside);
  const id = await student(t, riverside);
  const res = await t.call('POST', `/api/students/${id}/documents`, {
    ...riverside,
    body: documentForm(PDF, typeId, { name: 'Birth "certificate".pdf' }),
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    document_type_id: typeId,
    content_type: 'application/pdf',
  });
  expect(res.body.data).not.toHaveProperty('file');
  const list = await t.call('GET', `/api/students/${id}/documents`, riverside);
  expect(list.body.data).toHaveLength(1);
  const download = await t.call('GET', list.body.data[0].download_url, riverside);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(download.headers.get('content-disposition')).toMatch(
    /^attachment; filename="Birth certificate.pdf"/,
  );
  expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  expect(download.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  expect(download.headers.get('cache-control')).toMatch(/^private/);
  expect(download.body).toBe(new TextDecoder().decode(PDF));
});

describe('private: refused to another school, a guardian of another child, no session', () => {
  let studentId: number;
  let documentId: number;
  let guardian: As;
  beforeAll(async () => {
    const section = await classSection(t, riverside);
    // guardian@riverside.test is the guardian of this child, and of no other here.
    studentId = await post(t, riverside, '/students', {
      ...studentBody(section),
      guardians: [
        {
          full_name: 'Grace',
          email: 'guardian@riverside.test',
          relation: 'mother',
          is_primary: true,
        },
      ],
    });
    documentId = await uploadDocument(t, riverside, 'students', studentId);
    guardian = await as('guardian@riverside.test');
  });

  test("the child's own guardian reads and downloads it", async () => {
    const list = await t.call('GET', `/api/students/${studentId}/documents`, guardian);
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([documentId]);
    const file = await t.call('GET', `/api/documents/${documentId}/download`, guardian);
    expect(file.status).toBe(200);
  });

  test('a guardian of another child gets 404 for the list and the file', async () => {
    const other = await uploadDocument(t, riverside, 'students', await student(t, riverside));
    const otherStudent = (await t.handle.db.query.documents.findFirst({
      where: (d, { eq }) => eq(d.id, other),
    }))!.studentId!;
    const list = await t.call('GET', `/api/students/${otherStudent}/documents`, guardian);
    expect(list.status).toBe(404);
    const file = await t.call('GET', `/api/documents/${other}/download`, guardian);
    expect(file.status).toBe(404);
  });

  test("another school's admin gets 404 for the list, the download and the stored file", async () => {
    expect((await t.call('GET', `/api/students/${studentId}/documents`, hillcrest)).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/documents/${documentId}/download`, hillcrest)).status).toBe(
      404,
    );
    const [row] = await t.handle.db.query.documents.findMany({
      where: (d, { eq }) => eq(d.id, documentId),
    });
    expect((await t.call('GET', row!.file, hillcrest)).status).toBe(404);
    expect((await t.call('GET', row!.file, guardian)).status).toBe(200);
  });

  test('without a session: 401', async () => {
    const res = await t.call('GET', `/api/documents/${documentId}/download`, R);
    expect(res.status).toBe(401);
    expect((await t.call('GET', `/api/students/${studentId}/documents`, R)).status).toBe(401);
  });
});

test("a teacher reads the documents of their class's students only", async () => {
  const [mine, theirs] = [await classSection(t, riverside), await classSection(t, riverside)];
  await makeClassTeacher(t, 'riverside', mine, 'teacher@riverside.test');
  const inMine = await post(t, riverside, '/students', studentBody(mine));
  const inTheirs = await post(t, riverside, '/students', studentBody(theirs));
  const docMine = await uploadDocument(t, riverside, 'students', inMine);
  const docTheirs = await uploadDocument(t, riverside, 'students', inTheirs);
  const teacher = await as('teacher@riverside.test');
  expect((await t.call('GET', `/api/students/${inMine}/documents`, teacher)).status).toBe(200);
  expect((await t.call('GET', `/api/documents/${docMine}/download`, teacher)).status).toBe(200);
  expect((await t.call('GET', `/api/students/${inTheirs}/documents`, teacher)).status).toBe(404);
  expect((await t.call('GET', `/api/documents/${docTheirs}/download`, teacher)).status).toBe(404);
  // Reading is not uploading.
  const refused = await t.call('POST', `/api/students/${inMine}/documents`, {
    ...teacher,
    body: documentForm(PDF, await documentType(t, riverside)),
  });
  expect(refused.status).toBe(403);
});

test('a staff member reads their own documents; another staff member does not', async () => {
  const me = await t.call('GET', '/api/me', await as('teacher@riverside.test'));
  const teacherId: number = me.body.data.user.id;
  const doc = await uploadDocument(t, riverside, 'staff', teacherId);
  const teacher = await as('teacher@riverside.test');
  const own = await t.call('GET', `/api/staff/${teacherId}/documents`, teacher);
  expect(own.body.data.map((d: { id: number }) => d.id)).toContain(doc);
  const guardian = await as('guardian@riverside.test');
  expect((await t.call('GET', `/api/staff/${teacherId}/documents`, guardian)).status).toBe(404);
  expect((await t.call('GET', `/api/documents/${doc}/download`, guardian)).status).toBe(404);
});

describe('what is taken', () => {
  let studentId: number;
  let typeId: number;
  beforeAll(async () => {
    studentId = await student(t, riverside);
    typeId = await documentType(t, riverside);
  });
  const upload = (body: FormData) =>
    t.call('POST', `/api/students/${studentId}/documents`, { ...riverside, body });

  test.each([
    ['an HTML page named .pdf', '<html><script>alert(1)</script></html>', 'a.pdf'],
    ['an SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>', 'a.png'],
    ['a PNG signature over garbage', '\x89PNG\r\n\x1a\nnot an image at all', 'a.png'],
  ])('refuses %s with a 422 naming file', async (_what, text, name) => {
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const res = await upload(documentForm(bytes, typeId, { name, type: 'application/pdf' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: 'The file must be a PDF, PNG, JPEG or WebP file.' });
  });

  test('refuses a file over 5 MB with a 422 naming file, and a body over the upload limit with 413', async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    const res = await upload(documentForm(big, typeId));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: 'The file may be at most 5 MB.' });
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PDF);
    const tooLarge = await upload(documentForm(huge, typeId));
    expect(tooLarge.status).toBe(413);
  });

  test("refuses another kind of person's type, and a type with expiry without its date", async () => {
    const staffType = await documentType(t, riverside, 'staff');
    const wrong = await upload(documentForm(PDF, staffType));
    expect([wrong.status, Object.keys(wrong.body.errors)]).toEqual([422, ['document_type_id']]);
    const foreign = await upload(documentForm(PDF, await documentType(t, hillcrest)));
    expect([foreign.status, Object.keys(foreign.body.errors)]).toEqual([422, ['document_type_id']]);
    const medical = await post(t, riverside, '/document-types', {
      name: 'Medical note',
      applies_to: 'student',
      required: false,
      has_expiry: true,
    });
    const undated = await upload(documentForm(PDF, medical));
    expect([undated.status, Object.keys(undated.body.errors)]).toEqual([422, ['expires_on']]);
    const dated = await upload(documentForm(PDF, medical, { expiresOn: '2099-01-31' }));
    expect(dated.body.data).toMatchObject({ expires_on: '2099-01-31', expiry: null });
  });

  test('an image is made smaller (at most 2000 pixels a side) and may show inline', async () => {
    const png = await pngOf(3000, 1200);
    const res = await upload(documentForm(png, typeId, { name: 'scan.png', type: 'image/png' }));
    expect(res.status).toBe(200);
    expect(res.body.data.size_bytes).toBeGreaterThan(0);
    const file = await t.call('GET', res.body.data.download_url, riverside);
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="scan.png"/);
    const row = await t.handle.db.query.documents.findFirst({
      where: (d, { eq }) => eq(d.id, res.body.data.id),
    });
    const stored = path.join(t.storageDir, 'private', String(row!.schoolId), row!.file.slice(11));
    const meta = await sharp(await readFile(stored)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2000, 800]);
  });
});

test('removing keeps the row, hides the document and is audited with the student', async () => {
  const id = await student(t, riverside);
  const doc = await uploadDocument(t, riverside, 'students', id);
  const res = await t.call('DELETE', `/api/documents/${doc}`, riverside);
  expect(res.status).toBe(200);
  expect((await t.call('GET', `/api/students/${id}/documents`, riverside)).body.data).toEqual([]);
  expect((await t.call('GET', `/api/documents/${doc}/download`, riverside)).status).toBe(404);
  expect((await t.call('DELETE', `/api/documents/${doc}`, riverside)).status).toBe(404);
  const row = await t.handle.db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc) });
  expect(row?.removedAt).toBeInstanceOf(Date);
  const log = await t.call('GET', `/api/audit-log?entity=documents&entity_id=${doc}`, riverside);
  const entries = log.body.data as { action: string; before: unknown; after: unknown }[];
  expect(entries.map((e) => e.action).sort()).toEqual(['delete', 'upload']);
  expect(JSON.stringify(entries)).toContain(`"student_id":${id}`);
});

test('the students list filters those missing a required document, or one of a type', async () => {
  const section = await classSection(t, riverside);
  const required = await post(t, riverside, '/document-types', {
    name: 'Transfer certificate',
    applies_to: 'student',
    required: true,
    has_expiry: false,
  });
  const optional = await documentType(t, riverside);
  const [complete, lacking, removed] = [
    await post(t, riverside, '/students', studentBody(section)),
    await post(t, riverside, '/students', studentBody(section)),
    await post(t, riverside, '/students', studentBody(section)),
  ];
  await uploadDocument(t, riverside, 'students', complete, documentForm(PDF, required));
  await uploadDocument(t, riverside, 'students', lacking, documentForm(PDF, optional));
  const gone = await uploadDocument(t, riverside, 'students', removed, documentForm(PDF, required));
  await t.call('DELETE', `/api/documents/${gone}`, riverside);
  const ids = async (query: string) => {
    const res = await t.call(
      'GET',
      `/api/students?class_section_id=${section}&${query}`,
      riverside,
    );
    expect(res.status).toBe(200);
    return (res.body.data as { id: number }[]).map((s) => s.id).sort((a, b) => a - b);
  };
  expect(await ids('missing_documents=true')).toEqual([lacking, removed]);
  expect(await ids(`missing_document_type_id=${required}`)).toEqual([lacking, removed]);
  expect(await ids(`missing_document_type_id=${optional}`)).toEqual([complete, removed]);
  expect(await ids('missing_documents=true&search=Ada')).toEqual([lacking, removed]);
  const csv = await t.call(
    'GET',
    `/api/students?class_section_id=${section}&missing_documents=true&format=csv`,
    riverside,
  );
  expect(String(csv.body).trim().split('\n')).toHaveLength(3);
  const bad = await t.call('GET', '/api/students?missing_document_type_id=x', riverside);
  expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([
    422,
    ['missing_document_type_id'],
  ]);
});
