/**
 * Exams through the real API (PGlite by default, PostgreSQL with TEST_DATABASE_URL): the
 * schedule's clash refusal, marks only by the subject's teacher or an admin, marks over the
 * maximum refused naming the student and saved in one transaction, conflicts, results by the
 * rules, the workflow (submit, publish, a change after publishing only with a reason, audited),
 * guardians seeing only their own children's published results, and another school seeing none.
 */
import { studentGuardians } from '../../../db/schema';
import { admin, type As } from '../academics/test-support/factories';
import {
  codesOf,
  schoolIdOf,
  schoolToday,
  userIdOf,
  weekdayBefore,
} from '../attendance/test-support/helpers';
import { startTestApi, type TestApi } from '../../test-support/harness';
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

const marksPath = (examId: number, cs: number, subject: number) =>
  `/api/exams/${examId}/marks?class_section_id=${cs}&subject_id=${subject}`;

type Setup = Awaited<ReturnType<typeof examSetup>>;

async function saveMarks(as: As, s: Setup, subject: number, marks: object[], reason?: string) {
  return t.call('PUT', marksPath(s.exam.id, s.cs.id, subject), {
    ...as,
    body: { marks, ...(reason && { reason }) },
  });
}

test('an exam is deleted with its schedule until it holds marks', async () => {
  const s = await examSetup(t, riverside, 1);
  const empty = await examSetup(t, riverside, 0);
  await saveMarks(riverside, s, s.maths.id, [{ student_id: s.pupils[0]?.id, marks: 10 }]);
  expect((await t.call('DELETE', `/api/exams/${empty.exam.id}`, teacher)).status).toBe(403);
  const refused = await t.call('DELETE', `/api/exams/${s.exam.id}`, riverside);
  expect([refused.status, refused.body.message]).toEqual([
    409,
    'This exam holds marks: it cannot be deleted.',
  ]);
  expect((await t.call('DELETE', `/api/exams/${empty.exam.id}`, riverside)).status).toBe(200);
  expect((await t.call('GET', `/api/exams/${empty.exam.id}`, riverside)).status).toBe(404);
});

test('a class cannot sit two subjects at once: refused naming the other subject', async () => {
  const s = await examSetup(t, riverside, 0);
  const [maths, art] = s.papers;
  const res = await t.call('PUT', `/api/exams/${s.exam.id}/schedule`, {
    ...riverside,
    body: { papers: [maths, { ...art, date: maths?.date, start_time: '10:30' }] },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors['papers.1.start_time']).toBe(
    `The class cannot sit ${s.art.name} and ${s.maths.name} at once on ${maths?.date}.`,
  );
  const schedule = await t.call('GET', `/api/exams/${s.exam.id}/schedule`, riverside);
  expect(schedule.body.data.map((p: { date: string }) => p.date)).toEqual([
    '2026-12-01',
    '2026-12-02',
  ]);
});

describe('marks entry', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await examSetup(t, riverside, 3);
  });

  test('a teacher cannot enter marks for a subject they do not teach', async () => {
    const pupil = s.pupils[0]?.id;
    const art = await saveMarks(teacher, s, s.art.id, [{ student_id: pupil, marks: 40 }]);
    expect(art.status).toBe(403);
    expect(art.body.message).toContain(s.art.name);
    expect((await t.call('GET', marksPath(s.exam.id, s.cs.id, s.art.id), teacher)).status).toBe(
      403,
    );
    // Their own subject opens, and the grids they may open list only it.
    const maths = await saveMarks(teacher, s, s.maths.id, [{ student_id: pupil, marks: 72.5 }]);
    expect(maths.status).toBe(200);
    const grids = await t.call('GET', `/api/exams/${s.exam.id}/marks`, teacher);
    expect(grids.body.data.map((g: { subject_id: number }) => g.subject_id)).toEqual([s.maths.id]);
    const all = await t.call('GET', `/api/exams/${s.exam.id}/marks`, riverside);
    expect(all.body.data).toHaveLength(2);
  });

  test('marks above the maximum are refused naming the student, and nothing of the grid is saved', async () => {
    const [first, second] = s.pupils;
    const res = await saveMarks(riverside, s, s.art.id, [
      { student_id: first?.id, marks: 30 },
      { student_id: second?.id, marks: 50.5 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors['marks.1.marks']).toBe(
      `${second?.first_name} Lovelace's marks are above the maximum of 50.`,
    );
    const grid = await t.call('GET', marksPath(s.exam.id, s.cs.id, s.art.id), riverside);
    expect(grid.body.data.students.every((c: { marks: null }) => c.marks === null)).toBe(true);
  });

  test('a cell changed since it was read is a conflict naming the student', async () => {
    const pupil = s.pupils[1];
    await saveMarks(riverside, s, s.maths.id, [{ student_id: pupil?.id, marks: 50 }]);
    const read = await t.call('GET', marksPath(s.exam.id, s.cs.id, s.maths.id), riverside);
    const cell = read.body.data.students.find(
      (c: { student_id: number }) => c.student_id === pupil?.id,
    );
    expect(cell).toMatchObject({ marks: 50, version: 1 });
    const mine = await saveMarks(teacher, s, s.maths.id, [
      { student_id: pupil?.id, marks: 55, version: cell.version },
    ]);
    expect(mine.status).toBe(200);
    // The admin still holds version 1.
    const stale = await saveMarks(riverside, s, s.maths.id, [
      { student_id: pupil?.id, marks: 60, version: cell.version },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(`${pupil?.first_name} Lovelace`);
    const now = await t.call('GET', marksPath(s.exam.id, s.cs.id, s.maths.id), riverside);
    expect(
      now.body.data.students.find((c: { student_id: number }) => c.student_id === pupil?.id),
    ).toMatchObject({ marks: 55, version: 2 });
  });
});

describe('results, workflow and who sees them', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await examSetup(t, riverside, 4);
    const [a, b, c, d] = s.pupils.map((p) => p.id);
    // Maths of 100: a 90, b 80, c 80, d absent. Art of 50: a 45, b 40, c exempt, d 20.
    await saveMarks(riverside, s, s.maths.id, [
      { student_id: a, marks: 90 },
      { student_id: b, marks: 80 },
      { student_id: c, marks: 80 },
      { student_id: d, absent: true },
    ]);
    await saveMarks(riverside, s, s.art.id, [
      { student_id: a, marks: 45 },
      { student_id: b, marks: 40 },
      { student_id: c, exempt: true },
      { student_id: d, marks: 20 },
    ]);
    // Two school days of attendance: the first student away on the second (50 %).
    const codes = await codesOf(t, riverside);
    const today = await schoolToday(t, riverside);
    for (const [n, away] of [
      [3, undefined],
      [2, a],
    ] as const) {
      const saved = await t.call('PUT', '/api/student-attendance', {
        ...riverside,
        body: {
          class_section_id: s.cs.id,
          date: weekdayBefore(today, n),
          marks: s.pupils.map((p) => ({
            student_id: p.id,
            code_id: codes.get(p.id === away ? 'absent' : 'present'),
            remark: null,
          })),
        },
      });
      if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    }
    // The demo guardian is the first student's.
    await t.handle.db.insert(studentGuardians).values({
      schoolId: await schoolIdOf(t, 'riverside'),
      studentId: a as number,
      guardianUserId: await userIdOf(t, 'riverside', 'guardian@riverside.test'),
      relation: 'mother',
    });
  });

  const resultsPath = () => `/api/exams/${s.exam.id}/results?class_section_id=${s.cs.id}`;

  test('computed by the rules: absent counts zero, exempt leaves the total, ties share a rank', async () => {
    const res = await t.call('GET', resultsPath(), riverside);
    expect(res.status).toBe(200);
    const rows = res.body.data.students;
    const shape = (r: Record<string, unknown>) => [
      r.total,
      r.max_total,
      r.percent,
      r.grade,
      r.passed,
      r.rank,
    ];
    // a 135/150 = 90 %: A2 (A1 starts at 91); b 120/150 = 80 %: B1; c 80/100 (art exempt) = 80 %;
    // d 20/150 = 13.33 %: absent in maths fails.
    expect(rows.map(shape)).toEqual([
      [135, 150, 90, 'A2', true, 1],
      [120, 150, 80, 'B1', true, 2],
      [80, 100, 80, 'B1', true, 2],
      [20, 150, 13.33, 'E', false, 4],
    ]);
    expect(rows[3].subjects[0]).toMatchObject({ state: 'absent', marks: 0, passed: false });
    expect(rows[2].subjects[1]).toMatchObject({ state: 'exempt', marks: null, passed: null });
    expect(rows[0]).toMatchObject({ grade_point: 9, attendance_percent: 50, pending: 0 });
    expect(rows[1].attendance_percent).toBe(100);
  });

  test('submit, publish, and a change after publishing only with a reason, audited', async () => {
    const submit = (as: As) =>
      t.call('POST', `/api/exams/${s.exam.id}/submit`, {
        ...as,
        body: { class_section_id: s.cs.id, subject_id: s.maths.id },
      });
    const submitted = await submit(teacher);
    expect([submitted.status, submitted.body.data.status]).toEqual([200, 'submitted']);
    const publish = (as: As, body: object = {}) =>
      t.call('POST', `/api/exams/${s.exam.id}/publish`, { ...as, body });
    expect((await publish(teacher)).status).toBe(403);
    const published = await publish(riverside);
    expect(published.status).toBe(200);
    expect(published.body.data.classes[0].published_at).toEqual(expect.any(String));
    expect((await publish(riverside)).status).toBe(409);
    expect((await publish(riverside, { republish: true })).status).toBe(200);

    const d = s.pupils[3]?.id;
    const read = await t.call('GET', marksPath(s.exam.id, s.cs.id, s.art.id), riverside);
    const version = read.body.data.students[3].version;
    const cell = { student_id: d, marks: 25, version };
    const noReason = await saveMarks(riverside, s, s.art.id, [cell]);
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const withReason = await saveMarks(riverside, s, s.art.id, [cell], 'Re-totalled paper');
    expect(withReason.status).toBe(200);
    const log = await t.call(
      'GET',
      `/api/audit-log?entity=exam-marks&entity_id=${s.exam.id}`,
      riverside,
    );
    const entry = log.body.data[0];
    const name = `${s.pupils[3]?.first_name} Lovelace (${d})`;
    expect(entry.before.marks).toEqual({ [name]: 20 });
    expect(entry.after).toMatchObject({ marks: { [name]: 25 }, reason: 'Re-totalled paper' });
  });

  test('guardians see only the published results of their own children', async () => {
    const exams = await t.call('GET', '/api/exams', guardian);
    expect(exams.body.data.map((e: { id: number }) => e.id)).toContain(s.exam.id);
    const res = await t.call('GET', resultsPath(), guardian);
    expect(res.status).toBe(200);
    expect(res.body.data.students.map((r: { student_id: number }) => r.student_id)).toEqual([
      s.pupils[0]?.id,
    ]);
    expect(res.body.data.students[0].rank).toBe(1);
    // Marks entry and the grids are staff's.
    expect((await t.call('GET', `/api/exams/${s.exam.id}/marks`, guardian)).status).toBe(403);
  });

  test('a guardian sees nothing of an exam not yet published, nor of other classes', async () => {
    const other = await examSetup(t, riverside, 1);
    const path = `/api/exams/${other.exam.id}/results?class_section_id=${other.cs.id}`;
    expect((await t.call('GET', path, guardian)).status).toBe(404);
    expect((await t.call('GET', `/api/exams/${other.exam.id}`, guardian)).status).toBe(404);
  });

  test('another school cannot read any of it', async () => {
    for (const path of [
      `/api/exams/${s.exam.id}`,
      `/api/exams/${s.exam.id}/schedule`,
      `/api/exams/${s.exam.id}/marks`,
      marksPath(s.exam.id, s.cs.id, s.maths.id),
      resultsPath(),
    ])
      expect([path, (await t.call('GET', path, hillcrest)).status]).toEqual([path, 404]);
    const list = await t.call('GET', '/api/exams?per_page=100', hillcrest);
    expect(list.body.data.map((e: { id: number }) => e.id)).not.toContain(s.exam.id);
    const scales = await t.call('GET', '/api/grading-scales', hillcrest);
    expect(scales.body.data).toEqual([]);
  });
});
