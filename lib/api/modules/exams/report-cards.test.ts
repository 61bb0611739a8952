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
});
