/**
 * Results and report cards through the real API (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL): exam-type weights (validated, audited, per school), the annual result
 * weighed by them, the class teacher's remarks, and the report-card PDFs' text; a guardian
 * gets only their own children's published report cards, and another school none.
 */
import { auditLog, studentGuardians } from '../../../db/schema';
import { and, eq } from 'drizzle-orm';
import { admin, make, type As } from '../academics/test-support/factories';
import { schoolIdOf, userIdOf } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { examSetup } from './test-support/exam-setup';
import { routePdf } from '../../../pdf/test-support/route-pdf';
import { textItems } from '../../../pdf/test-support/text-items';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let teacher: As;
let guardian: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

type Setup = Awaited<ReturnType<typeof examSetup>>;

async function enter(s: Setup, examId: number, subject: number, marks: (number | null)[]) {
  const res = await t.call(
    'PUT',
    `/api/exams/${examId}/marks?class_section_id=${s.cs.id}&subject_id=${subject}`,
    {
      ...riverside,
      body: {
        marks: marks.map((m, i) => ({
          student_id: s.pupils[i]?.id,
          ...(m === null ? { absent: true } : { marks: m }),
        })),
      },
    },
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

const publish = async (examId: number) => {
  const res = await t.call('POST', `/api/exams/${examId}/publish`, { ...riverside, body: {} });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
};

describe('exam-type weights', () => {
  const put = (as: As, weights: object) =>
    t.call('PUT', '/api/exam-type-weights', { ...as, body: { weights } });

  test('are set whole, validated by field, audited, and each school keeps its own', async () => {
    expect((await put(teacher, { unit_test: 1, mid_term: 1, final: 1 })).status).toBe(403);
    const fraction = await put(riverside, { unit_test: 10.5, mid_term: 30, final: 60 });
    expect(fraction.status).toBe(422);
    expect(Object.keys(fraction.body.errors)).toEqual(['weights.unit_test']);
    const zero = await put(riverside, { unit_test: 0, mid_term: 0, final: 0 });
    expect([zero.status, zero.body.errors.weights]).toEqual([
      422,
      'At least one exam type must weigh more than zero.',
    ]);
    const missing = await put(riverside, { unit_test: 10, mid_term: 30 });
    expect(Object.keys(missing.body.errors)).toEqual(['weights.final']);
    const saved = await put(riverside, { unit_test: 10, mid_term: 30, final: 60 });
    expect(saved.status).toBe(200);
    expect((await t.call('GET', '/api/exam-type-weights', teacher)).body.data).toEqual({
      unit_test: 10,
      mid_term: 30,
      final: 60,
    });
    expect((await t.call('GET', '/api/exam-type-weights', hillcrest)).body.data).not.toEqual({
      unit_test: 10,
      mid_term: 30,
      final: 60,
    });
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.schoolId, await schoolIdOf(t, 'riverside')),
          eq(auditLog.entity, 'exam-type-weights'),
        ),
      );
    expect(entry?.after).toEqual({ unit_test: 10, mid_term: 30, final: 60 });
  });
});

describe('the annual result', () => {
  let s: Setup;
  let finalId: number;
  beforeAll(async () => {
    await t.call('PUT', '/api/exam-type-weights', {
      ...riverside,
      body: { weights: { unit_test: 10, mid_term: 40, final: 60 } },
    });
    s = await examSetup(t, riverside, 2);
    // Mid-term: 80 % and 40 % (maths 100 + art 50 = 150 marks).
    await enter(s, s.exam.id, s.maths.id, [80, 40]);
    await enter(s, s.exam.id, s.art.id, [40, 20]);
    await publish(s.exam.id);
    const final = await make(t, riverside, '/api/exams', {
      name: unique('Final'),
      exam_type: 'final',
      class_ids: [s.cls.id],
    });
    finalId = final.id;
    await t.call('PUT', `/api/exams/${finalId}/schedule`, {
      ...riverside,
      body: { papers: s.papers.map((p) => ({ ...p, date: p.date.replace('-12-', '-11-') })) },
    });
    // Final: 50 % and 90 %; not published.
    await enter(s, finalId, s.maths.id, [50, 90]);
    await enter(s, finalId, s.art.id, [25, 45]);
    const schoolId = await schoolIdOf(t, 'riverside');
    await t.handle.db.insert(studentGuardians).values({
      schoolId,
      studentId: s.pupils[1]?.id as number,
      guardianUserId: await userIdOf(t, 'riverside', 'guardian@riverside.test'),
      relation: 'father',
    });
  });

  const annualPath = () => `/api/exams/annual-results?class_section_id=${s.cs.id}`;

  test('weighs each exam type’s percentage, grades and ranks it', async () => {
    const res = await t.call('GET', annualPath(), riverside);
    expect(res.status).toBe(200);
    expect(res.body.data.exams.map((e: { exam_type: string }) => e.exam_type)).toEqual([
      'mid_term',
      'final',
    ]);
    const rows = res.body.data.students.map((r: Record<string, unknown>) => [
      r.types,
      r.percent,
      r.grade,
      r.rank,
    ]);
    // (40 × 80 + 60 × 50) / 100 = 62; (40 × 40 + 60 × 90) / 100 = 70.
    expect(rows).toEqual([
      [{ mid_term: 80, final: 50 }, 62, 'B2', 2],
      [{ mid_term: 40, final: 90 }, 70, 'B2', 1],
    ]);
  });

  test('a guardian sees their own child’s row of published exams only', async () => {
    const res = await t.call('GET', annualPath(), guardian);
    expect(res.status).toBe(200);
    expect(res.body.data.exams.map((e: { id: number }) => e.id)).toEqual([s.exam.id]);
    expect(
      res.body.data.students.map((r: { student_id: number; percent: number }) => [
        r.student_id,
        r.percent,
      ]),
    ).toEqual([[s.pupils[1]?.id, 40]]);
  });

  test('another school’s class-section is refused', async () => {
    const res = await t.call('GET', annualPath(), hillcrest);
    expect(res.status).toBe(422);
    expect(res.body.errors.class_section_id).toBe('Choose a class-section of this school.');
  });

  const pdfText = async (as: As, path: string) =>
    textItems(await routePdf(t, as, path))
      .map((i) => i.str)
      .join('');

  test('remarks: a class teacher or an admin enters them, audited; a blank one removes it', async () => {
    const path = `/api/exams/${s.exam.id}/remarks?class_section_id=${s.cs.id}`;
    const first = s.pupils[0]?.id;
    expect(
      (
        await t.call('PUT', path, {
          ...teacher,
          body: { remarks: [{ student_id: first, remark: 'x' }] },
        })
      ).status,
    ).toBe(403);
    const stranger = await t.call('PUT', path, {
      ...riverside,
      body: { remarks: [{ student_id: 999_999, remark: 'Who?' }] },
    });
    expect(Object.keys(stranger.body.errors)).toEqual(['remarks.0.student_id']);
    const saved = await t.call('PUT', path, {
      ...riverside,
      body: {
        remarks: [
          { student_id: first, remark: 'Steady work; keep reading every day.' },
          { student_id: s.pupils[1]?.id, remark: 'A fine term.' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const cleared = await t.call('PUT', path, {
      ...riverside,
      body: { remarks: [{ student_id: s.pupils[1]?.id, remark: '  ' }] },
    });
    expect(cleared.body.data.map((r: { remark: string | null }) => r.remark)).toEqual([
      'Steady work; keep reading every day.',
      null,
    ]);
    const entries = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.schoolId, s.schoolId),
          eq(auditLog.entity, 'report-card-remarks'),
          eq(auditLog.entityId, s.exam.id),
        ),
      );
    expect(entries.map((e) => e.after)).toContainEqual({
      [String(s.pupils[1]?.id)]: { name: expect.any(String), remark: null },
    });
  });

  test('a student’s report card prints their name, grades, rank, attendance and remark', async () => {
    const text = await pdfText(
      riverside,
      `/api/students/${s.pupils[0]?.id}/report-card.pdf?exam_id=${s.exam.id}`,
    );
    const name = (await t.call('GET', `/api/students/${s.pupils[0]?.id}`, riverside)).body.data;
    expect(text).toContain(`${name.first_name} ${name.last_name}`);
    expect(text).toContain(`Report card: ${s.exam.name}`);
    // Mid-term 80 / 100 and 40 / 50 (B1 both): 80 %, rank 1 of 2; the final's column too.
    expect(text).toContain('80 / 100');
    expect(text).toContain('40 / 50');
    expect(text).toContain('B1');
    expect(text).toContain('1 of 2');
    expect(text).toContain('Attendance');
    expect(text).toContain('Steady work; keep reading every day.');
  });

  test('a class-section’s report cards stream a page per student, counted up front', async () => {
    const res = await t.api.request(
      `/api/report-cards.pdf?exam_id=${s.exam.id}&class_section_id=${s.cs.id}`,
      {
        headers: {
          Authorization: `Bearer ${riverside.token}`,
          'X-Subdomain': 'riverside',
          'X-Is-Subdomain': 'true',
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-count')).toBe('2');
    const items = textItems(new Uint8Array(await res.arrayBuffer()));
    expect(new Set(items.map((i) => i.page)).size).toBe(2);
    expect(
      (
        await t.call(
          'GET',
          `/api/report-cards.pdf?exam_id=${s.exam.id}&class_section_id=${s.cs.id}`,
          guardian,
        )
      ).status,
    ).toBe(403);
  });

  test('a guardian gets their own child’s published report card only', async () => {
    const own = s.pupils[1]?.id;
    const text = await pdfText(
      guardian,
      `/api/students/${own}/report-card.pdf?exam_id=${s.exam.id}`,
    );
    expect(text).toContain('40 / 100');
    // The unpublished final is neither a card nor a column of one.
    expect(text).not.toContain('90 / 100');
    const list = await t.call('GET', `/api/students/${own}/report-card.pdf`, guardian);
    expect(list.body.data.map((e: { exam_id: number }) => e.exam_id)).toEqual([s.exam.id]);
    const staffList = await t.call('GET', `/api/students/${own}/report-card.pdf`, riverside);
    expect(staffList.body.data.map((e: { exam_id: number }) => e.exam_id)).toEqual([
      finalId,
      s.exam.id,
    ]);
    const progress = await t.call('GET', `/api/students/${own}/exam-results`, guardian);
    expect(
      progress.body.data.map((r: Record<string, unknown>) => [r.exam_id, r.percent, r.rank]),
    ).toEqual([[s.exam.id, 40, 2]]);
    expect(
      (await t.call('GET', `/api/students/${s.pupils[0]?.id}/exam-results`, guardian)).status,
    ).toBe(404);
    const unpublished = await t.call(
      'GET',
      `/api/students/${own}/report-card.pdf?exam_id=${finalId}`,
      guardian,
    );
    expect(unpublished.status).toBe(404);
    const other = await t.call(
      'GET',
      `/api/students/${s.pupils[0]?.id}/report-card.pdf?exam_id=${s.exam.id}`,
      guardian,
    );
    expect(other.status).toBe(404);
  });

  test('another school gets neither a card nor the class’s cards', async () => {
    const card = `/api/students/${s.pupils[0]?.id}/report-card.pdf?exam_id=${s.exam.id}`;
    expect((await t.call('GET', card, hillcrest)).status).toBe(404);
    const cards = await t.call(
      'GET',
      `/api/report-cards.pdf?exam_id=${s.exam.id}&class_section_id=${s.cs.id}`,
      hillcrest,
    );
    expect(cards.status).toBe(404);
  });

  test('the whole mark sheet exports as CSV and XLSX, to staff only', async () => {
    const res = await t.call('GET', `/api/exams/${s.exam.id}/mark-sheet?format=csv`, riverside);
    expect(res.status).toBe(200);
    const [head, first] = String(res.body).replace('\uFEFF', '').split('\r\n');
    expect(head).toBe(
      `Class-section,Roll no,Admission no,Name,${s.maths.name},${s.art.name},Total,Maximum,Percentage,Grade,Grade point,Result,Rank,Attendance %`,
    );
    expect(first?.split(',').slice(4)).toEqual([
      '80',
      '40',
      '120',
      '150',
      '80',
      'B1',
      '8',
      'Passed',
      '1',
      '',
    ]);
    const xlsx = await t.call('GET', `/api/exams/${s.exam.id}/mark-sheet?format=xlsx`, riverside);
    expect(xlsx.status).toBe(200);
    expect((await t.call('GET', `/api/exams/${s.exam.id}/mark-sheet`, guardian)).status).toBe(403);
  });
});
