/**
 * Certificates through the real API (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
 * serials gapless under 20 concurrent issues, a refused issue consuming no number, the words
 * frozen as issued, the PDF read back by PDF.js, the public verification behind the QR code,
 * the ID-card sheets of a class-section of 60 (pages and text), templates, and the audit entry
 * carrying the student's id.
 */
import { storeDemoAvatars } from '../people/demo-avatars';
import { startAsAdmin, type As } from '../academics/test-support/factories';
import { studentBody } from '../people/test-support';
import { classSection } from '../../test-support/fixtures';
import type { TestApi } from '../../test-support/harness';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storePrivateFile } from '../../../storage/files';
import { routePdf } from '../../../pdf/test-support/route-pdf';
import { textItems } from '../../../pdf/test-support/text-items';

let t: TestApi;
let as: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown) {
  const res = await t.call(method, path, { ...as, body });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function newStudent(classSectionId: number, overrides: Record<string, unknown> = {}) {
  return (await ok('POST', '/api/students', studentBody(classSectionId, overrides))).id as number;
}

const text = async (path: string) =>
  textItems(await routePdf(t, as, path))
    .map((i) => i.str)
    .join('');

async function highestSerial(): Promise<number> {
  const rows = await ok('GET', '/api/certificates?sort=-serial_no&per_page=1');
  return rows[0]?.serial_no ?? 0;
}

test('20 concurrent issues take 20 consecutive serials; refused issues among them take none', async () => {
  const sectionId = await classSection(t, as);
  const studentId = await newStudent(sectionId);
  const before = await highestSerial();
  const issues = Array.from({ length: 20 }, () =>
    t.call('POST', '/api/certificates', {
      ...as,
      body: { student_id: studentId, kind: 'bonafide', reason: 'a bank account' },
    }),
  );
  // Refused: a transfer without its reason, and a student of no school.
  const refusals = [
    t.call('POST', '/api/certificates', {
      ...as,
      body: { student_id: studentId, kind: 'transfer', leaving_date: '2026-11-01' },
    }),
    t.call('POST', '/api/certificates', {
      ...as,
      body: { student_id: 2_000_000_000, kind: 'bonafide' },
    }),
  ];
  const answers = await Promise.all([...issues, ...refusals]);
  const serials = answers.slice(0, 20).map((r) => {
    expect(r.status).toBe(200);
    return r.body.data.serial_no as number;
  });
  expect([...serials].sort((a, b) => a - b)).toEqual(
    Array.from({ length: 20 }, (_, i) => before + i + 1),
  );
  const [noReason, noStudent] = answers.slice(20);
  expect([noReason?.status, noReason?.body.errors]).toEqual([422, { reason: expect.any(String) }]);
  expect([noStudent?.status, Object.keys(noStudent?.body.errors ?? {})]).toEqual([
    422,
    ['student_id'],
  ]);
  // The next issue follows straight on: the refusals consumed nothing.
  const next = await ok('POST', '/api/certificates', { student_id: studentId, kind: 'character' });
  expect(next.serial_no).toBe(before + 21);
});

test('a transfer certificate keeps its words, date and reason, deletes nothing, and is audited with the student', async () => {
  const sectionId = await classSection(t, as);
  const studentId = await newStudent(sectionId, { first_name: 'Zainab', last_name: 'Okafor' });
  const cert = await ok('POST', '/api/certificates', {
    student_id: studentId,
    kind: 'transfer',
    reason: 'The family moved abroad',
    leaving_date: '2026-10-30',
  });
  expect(cert).toMatchObject({
    kind: 'transfer',
    student_id: studentId,
    leaving_date: '2026-10-30',
  });
  expect(cert.body).toContain('Zainab Okafor');
  expect(cert.body).toContain('The family moved abroad');
  expect(cert.body).not.toMatch(/\{[a-z_]+\}/);
  // The student is still there, and the certificate is listed for them.
  expect((await ok('GET', `/api/students/${studentId}`)).id).toBe(studentId);
  const listed = await ok('GET', `/api/certificates?student_id=${studentId}`);
  expect(listed.map((r: { serial_no: number }) => r.serial_no)).toEqual([cert.serial_no]);
  const audit = await ok('GET', `/api/audit-log?entity=certificates&entity_id=${cert.id}`);
  expect(audit[0]).toMatchObject({
    action: 'create',
    after: expect.objectContaining({ student_id: studentId }),
  });
  // Kept as printed: the database itself refuses to change or delete it.
  for (const statement of [
    sql`update certificates set body = 'x' where id = ${cert.id}`,
    sql`delete from certificates where id = ${cert.id}`,
  ]) {
    const refused = await t.handle.db.execute(statement).then(
      () => 'done',
      (error: { cause?: { message?: string } }) => error.cause?.message,
    );
    expect(refused).toMatch(/rows cannot be changed or deleted/);
  }
  // A later change of the template never rewrites a certificate already issued.
  await ok('PUT', '/api/certificate-templates', {
    kind: 'transfer',
    title: 'Leaving certificate',
    body: 'Left: {student_name}.',
    signatory: 'Head',
  });
  expect((await ok('GET', `/api/certificates/${cert.id}`)).title).toBe(cert.title);
  const next = await ok('POST', '/api/certificates', {
    student_id: studentId,
    kind: 'transfer',
    reason: 'r',
    leaving_date: '2026-10-30',
  });
  expect([next.title, next.body, next.signatory]).toEqual([
    'Leaving certificate',
    'Left: Zainab Okafor.',
    'Head',
  ]);
});

test("the certificate's PDF carries its serial and words, and its QR code's page verifies it", async () => {
  const sectionId = await classSection(t, as);
  const studentId = await newStudent(sectionId, { first_name: 'Rahul', last_name: 'Mehta' });
  const cert = await ok('POST', '/api/certificates', {
    student_id: studentId,
    kind: 'bonafide',
    reason: 'a passport',
  });
  const pdf = await text(`/api/certificates/${cert.id}.pdf`);
  expect(pdf).toContain(`Serial no. ${cert.serial_no}`);
  expect(pdf).toContain('Rahul Mehta');
  const url = /http:\/\/riverside\.schola\.test\/verify\/certificate\/(\d+\.[\w-]{22})/.exec(pdf);
  const token = url?.[1] ?? '';
  expect(token).not.toBe('');
  const verified = await t.call(
    'GET',
    `/api/schools/by-subdomain/riverside/certificates/${token}`,
    {},
  );
  expect(verified.status).toBe(200);
  expect(verified.body.data).toMatchObject({
    paper: 'certificate',
    serial_no: cert.serial_no,
    kind: 'bonafide',
    student_initials: 'R. M.',
  });
  expect(JSON.stringify(verified.body.data)).not.toContain('Mehta');
  // Tampered, or read on another school's address: not found.
  const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  for (const [school, tok] of [
    ['riverside', tampered],
    ['hillcrest', token],
  ] as const)
    expect(
      (await t.call('GET', `/api/schools/by-subdomain/${school}/certificates/${tok}`, {})).status,
    ).toBe(404);
  // Not a PDF of another school, nor a malformed id.
  const hillcrest = await t.login('admin@hillcrest.test', undefined, 'hillcrest').catch(() => null);
  if (hillcrest) {
    const foreign = await t.call('GET', `/api/certificates/${cert.id}.pdf`, {
      token: hillcrest,
      school: 'hillcrest',
    });
    expect(foreign.status).toBe(404);
  }
  expect((await t.call('GET', `/api/certificates/${cert.id}.png`, as)).status).toBe(404);
});

test('the ID cards of a class-section of 60: 7 portrait sheets, every student once, with cut marks', async () => {
  const sectionId = await classSection(t, as);
  const names = Array.from({ length: 60 }, (_, i) => `Card${String(i).padStart(2, '0')}`);
  // One admitted through the API, 59 more like it written at once (admitting 60 takes a minute).
  const firstId = await newStudent(sectionId, { first_name: 'Card00', last_name: 'Student' });
  await t.handle.db.execute(sql`update students set roll_number = 1 where id = ${firstId}`);
  await t.handle.db.execute(sql`
    insert into students (school_id, admission_no, first_name, last_name, gender, date_of_birth,
      admission_date, class_section_id, session_year_id, roll_number)
    select school_id, admission_no || '-' || n, 'Card' || lpad(n::text, 2, '0'), last_name, gender,
      date_of_birth, admission_date, class_section_id, session_year_id, n + 1
    from students, generate_series(1, 59) as n where id = ${firstId}`);
  const res = await t.api.request(`/api/id-cards.pdf?class_section_id=${sectionId}`, {
    headers: {
      Authorization: `Bearer ${as.token}`,
      'X-Subdomain': as.school,
      'X-Is-Subdomain': 'true',
    },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-page-count')).toBe('7');
  const bytes = new Uint8Array(await res.arrayBuffer());
  const items = textItems(bytes);
  expect(Math.max(...items.map((i) => i.page))).toBe(7);
  for (const name of names)
    expect(items.filter((i) => i.str.includes(`${name} Student`))).toHaveLength(1);
  // 9 cards a sheet, in roll order: the first nine on page 1, the last six on page 7.
  const pageOf = (name: string) => items.find((i) => i.str.includes(`${name} Student`))?.page;
  expect(pageOf('Card00')).toBe(1);
  expect(pageOf('Card59')).toBe(7);
  expect(items.filter((i) => i.page === 7 && /Card\d\d Student/.test(i.str))).toHaveLength(6);
  // One student's card alone; neither a section nor a student is a 422 naming the field.
  const one = await t.call('GET', '/api/id-cards.pdf', as);
  expect([one.status, Object.keys(one.body.errors ?? {})]).toEqual([422, ['class_section_id']]);
  // A class-section with nobody to print (or another school's): a 422 naming it, no blank sheet.
  const empty = await t.call(
    'GET',
    `/api/id-cards.pdf?class_section_id=${await classSection(t, as)}`,
    as,
  );
  expect([empty.status, empty.body.errors?.class_section_id]).toEqual([
    422,
    'This class section has no active students to print cards for.',
  ]);
});

test('templates: four kinds, defaults until saved; an unknown placeholder is refused by name', async () => {
  const templates = await ok('GET', '/api/certificate-templates');
  expect(templates.map((x: { kind: string }) => x.kind)).toEqual([
    'id_card',
    'bonafide',
    'character',
    'transfer',
  ]);
  const typo = await t.call('PUT', '/api/certificate-templates', {
    ...as,
    body: { kind: 'bonafide', title: 'B', body: 'Dear {student_nam}', signatory: 'P' },
  });
  expect([typo.status, typo.body.errors?.body]).toEqual([
    422,
    expect.stringContaining('student_nam'),
  ]);
  const card = await ok('PUT', '/api/certificate-templates', {
    kind: 'id_card',
    title: 'Student card',
    layout: 'landscape',
    details: ['qr', 'name', 'photo'],
    valid_until: '2027-05-31',
  });
  expect(card).toMatchObject({
    layout: 'landscape',
    details: ['photo', 'name', 'qr'],
    saved: true,
  });
});

test("an ID card prints the school's blood-group field when the template shows it", async () => {
  const sectionId = await classSection(t, as);
  await ok('POST', '/api/custom-fields', {
    entity: 'student',
    label: 'Blood group',
    kind: 'choice',
    options: ['A+', 'O-'],
  });
  const id = await newStudent(sectionId, {
    first_name: 'Bloody',
    last_name: 'Card',
    custom_fields: { blood_group: 'O-' },
  });
  const printed = async () => text(`/api/id-cards.pdf?student_id=${id}`);
  await ok('PUT', '/api/certificate-templates', {
    kind: 'id_card',
    title: 'Student card',
    layout: 'portrait',
    details: ['name', 'blood_group'],
  });
  expect(await printed()).toContain('O-');
  await ok('PUT', '/api/certificate-templates', {
    kind: 'id_card',
    title: 'Student card',
    layout: 'portrait',
    details: ['name'],
  });
  expect(await printed()).not.toContain('O-');
});

test("ID cards carry every photo: a WebP one (drawn as PNG) and the demo's drawn avatars", async () => {
  const sectionId = await classSection(t, as);
  const webp = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3366aa' },
  })
    .webp()
    .toBuffer();
  const withWebp = await newStudent(sectionId, { first_name: 'Webp', last_name: 'Photo' });
  const withAvatar = await newStudent(sectionId, { first_name: 'Drawn', last_name: 'Face' });
  const [row] = (
    (await t.handle.db.execute(sql`select school_id from students where id = ${withWebp}`)) as {
      rows: { school_id: number }[];
    }
  ).rows;
  const stored = await storePrivateFile(t.storageDir, row!.school_id, 'student', '.webp', webp);
  await t.handle.db.execute(sql`update students set photo = ${stored.url} where id = ${withWebp}`);
  // One of the demo's faces, stored as the demo seed stores them (a private PNG).
  const demoFace = (await storeDemoAvatars(t.storageDir, row!.school_id, 'student'))(0);
  await t.handle.db.execute(sql`update students set photo = ${demoFace} where id = ${withAvatar}`);
  await ok('PUT', '/api/certificate-templates', {
    kind: 'id_card',
    title: 'Student card',
    layout: 'portrait',
    details: ['photo', 'name'],
  });
  const images = async (id: number) => {
    const pdf = Buffer.from(await routePdf(t, as, `/api/id-cards.pdf?student_id=${id}`));
    return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
  };
  // Against a card without a photo (the logo may be an image too, a PNG photo may bring its mask).
  const without = await images(
    await newStudent(sectionId, { first_name: 'No', last_name: 'Photo' }),
  );
  expect(await images(withWebp)).toBeGreaterThan(without);
  expect(await images(withAvatar)).toBeGreaterThan(without);
});
