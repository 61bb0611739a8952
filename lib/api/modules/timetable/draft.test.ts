/**
 * The solver's draft through the real API and lib/jobs (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL): its inputs edited and validated, the job end to end through drainJobs()
 * (progress, result, one draft per class-section with every load met and no teacher in two
 * places), an impossible school named in the result, publishing clash-checked, discarding,
 * and another school's job and draft unseen.
 */
import { addDays } from '../../../calendar';
import { drainJobs } from '../../../jobs';
import { admin, make, userWith, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { timetableSetup, type Setup } from './test-support/setup';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let monday: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  const today = await schoolToday(t, riverside);
  monday = addDays(today, (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7);
});
afterAll(() => t.close());

type Cell = { day: number; period_id: number; class_subject_id: number };

async function setLoads(s: Setup, maths: number, art: number) {
  const res = await t.call('PUT', '/api/timetables/loads', {
    ...riverside,
    body: {
      loads: [
        { class_subject_id: s.maths.classSubjectId, periods_per_week: maths },
        { class_subject_id: s.art.classSubjectId, periods_per_week: art },
      ],
    },
  });
  expect(res.status).toBe(200);
}

/** Drafts the setup's two sections and runs the job; answers the job as GET /api/jobs/{id} reads it. */
async function draft(s: Setup, as = riverside) {
  const queued = await t.call('POST', '/api/timetables/draft', {
    ...as,
    body: { effective_from: monday, class_section_ids: [s.csA.id, s.csB.id] },
  });
  expect(queued.status).toBe(202);
  const id = queued.body.data.job_id as number;
  const waiting = await t.call('GET', `/api/jobs/${id}`, as);
  expect(waiting.body.data).toMatchObject({ state: 'queued', queue: 'timetable-draft' });
  await drainJobs({ queue: 'timetable-draft' });
  const done = await t.call('GET', `/api/jobs/${id}`, as);
  expect(done.status).toBe(200);
  return { id, job: done.body.data };
}

const cellsOf = async (section: number, version: number) =>
  (
    await t.call(
      'GET',
      `/api/timetables?class_section_id=${section}&version_id=${version}`,
      riverside,
    )
  ).body.data.cells as Cell[];

test('two sections sharing their Maths teacher: drafted by the job, loads met, no teacher in two places, then published', async () => {
  const s = await timetableSetup(t, riverside);
  // A second room: the two sections taught at once each have one (else a warning per lesson).
  await make(t, riverside, '/api/rooms', { name: unique('Room'), capacity: 40 });
  await setLoads(s, 5, 3);
  const { job } = await draft(s);
  expect(job).toMatchObject({ state: 'done', progress: 100, error: null });
  expect(job.result).toMatchObject({ ok: true, effective_from: monday, problems: [] });
  const sections = (
    job.result.sections as {
      class_section_id: number;
      version_id: number;
      placed: number;
      required: number;
      spread_met: number;
      spread_total: number;
    }[]
  ).sort((x, y) => x.class_section_id - y.class_section_id);
  expect(sections.map((r) => [r.class_section_id, r.placed, r.required])).toEqual([
    [s.csA.id, 8, 8],
    [s.csB.id, 8, 8],
  ]);
  // Fifteen periods a week, Maths five and Art three: each subject keeps to one a day.
  expect(sections.map((r) => [r.spread_met, r.spread_total])).toEqual([
    [2, 2],
    [2, 2],
  ]);
  const [a, b] = await Promise.all(sections.map((r) => cellsOf(r.class_section_id, r.version_id)));
  const maths = (cells: Cell[]) =>
    cells
      .filter((c) => c.class_subject_id === s.maths.classSubjectId)
      .map((c) => `${c.day}:${c.period_id}`);
  expect(maths(a!)).toHaveLength(5);
  expect(maths(a!).filter((slot) => maths(b!).includes(slot))).toEqual([]);

  // A draft is never in force; the drafts list shows both.
  const before = await t.call(
    'GET',
    `/api/timetables?class_section_id=${s.csA.id}&date=${monday}`,
    riverside,
  );
  expect(before.body.data.version).toBeNull();
  const drafts = await t.call('GET', '/api/timetables/drafts', riverside);
  expect(drafts.body.data.map((d: { id: number }) => d.id)).toEqual(
    expect.arrayContaining(sections.map((r) => r.version_id)),
  );

  // Published together: each checked against the other's new lessons.
  const published = await t.call('POST', '/api/timetables/drafts/publish', {
    ...riverside,
    body: { version_ids: sections.map((r) => r.version_id) },
  });
  expect(published.status).toBe(200);
  expect(published.body.data).toHaveLength(2);
  const after = await t.call(
    'GET',
    `/api/timetables?class_section_id=${s.csA.id}&date=${monday}`,
    riverside,
  );
  expect(after.body.data.version).toMatchObject({
    id: sections[0]!.version_id,
    status: 'published',
    source: 'solver',
  });
  // Published is no longer a draft: neither published again nor discarded.
  const again = await t.call(
    'DELETE',
    `/api/timetables/versions/${sections[0]!.version_id}`,
    riverside,
  );
  expect(again.status).toBe(409);
});

test('an impossible school: the result names the section over its bell schedule and the teacher over their limit', async () => {
  const s = await timetableSetup(t, riverside);
  await setLoads(s, 10, 6);
  const limits = await t.call('PUT', '/api/timetables/teacher-limits', {
    ...riverside,
    body: { limits: [{ teacher_user_id: s.art.teacher, max_per_day: null, max_per_week: 8 }] },
  });
  expect(limits.status).toBe(200);
  const { job } = await draft(s);
  expect(job.state).toBe('done');
  expect(job.result.ok).toBe(false);
  const names = await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, riverside);
  expect(job.result.problems).toEqual(
    expect.arrayContaining([
      {
        code: 'sectionOverBell',
        values: { class_section: names.body.data.class_section.name, needed: 16, available: 15 },
      },
      {
        code: 'teacherOverLimit',
        values: { teacher: expect.stringMatching(/Art Teacher/), needed: 12, limit: 8 },
      },
    ]),
  );
  expect(job.result.sections).toEqual([]);
});

test('publishing a draft is refused when its teacher now teaches another class then', async () => {
  const s = await timetableSetup(t, riverside);
  await setLoads(s, 1, 1);
  const { job } = await draft(s);
  const a = (job.result.sections as { class_section_id: number; version_id: number }[]).find(
    (r) => r.class_section_id === s.csA.id,
  );
  const cells = await cellsOf(s.csA.id, a!.version_id);
  const mathsCell = cells.find((c) => c.class_subject_id === s.maths.classSubjectId)!;
  // Section B's published timetable takes the Maths teacher at that very period.
  const put = await t.call('PUT', `/api/timetables?class_section_id=${s.csB.id}`, {
    ...riverside,
    body: { effective_from: monday, cells: [{ ...mathsCell, room_id: null }] },
  });
  expect(put.status).toBe(200);
  const refused = await t.call(
    'POST',
    `/api/timetables/versions/${a!.version_id}/publish`,
    riverside,
  );
  expect(refused.status).toBe(422);
  expect(Object.values(refused.body.errors)[0]).toMatch(
    /already teaches .+ \(.+\) on .+ at that time/,
  );
  expect(refused.body.errors[Object.keys(refused.body.errors)[0]!]).toContain(
    (await t.call('GET', `/api/timetables?class_section_id=${s.csB.id}`, riverside)).body.data
      .class_section.name,
  );
  // Discarded instead.
  expect(
    (await t.call('DELETE', `/api/timetables/versions/${a!.version_id}`, riverside)).status,
  ).toBe(200);
  expect(
    (await t.call('POST', `/api/timetables/versions/${a!.version_id}/publish`, riverside)).status,
  ).toBe(404);
});

test('another school’s job and draft are 404; a teacher reads neither the admin’s job nor drafts', async () => {
  const s = await timetableSetup(t, riverside);
  await setLoads(s, 1, 1);
  const { id, job } = await draft(s);
  const version = (job.result.sections as { version_id: number }[])[0]!.version_id;
  expect((await t.call('GET', `/api/jobs/${id}`, hillcrest)).status).toBe(404);
  expect(
    (await t.call('POST', `/api/timetables/versions/${version}/publish`, hillcrest)).status,
  ).toBe(404);
  expect((await t.call('DELETE', `/api/timetables/versions/${version}`, hillcrest)).status).toBe(
    404,
  );
  const clerk = await userWith(t, ['timetable-list']);
  expect((await t.call('GET', `/api/jobs/${id}`, clerk)).status).toBe(403);
  expect(
    (await t.call('POST', '/api/timetables/draft', { ...clerk, body: { effective_from: monday } }))
      .status,
  ).toBe(403);
  // Another school's class-section is not one to draft.
  const theirs = await t.call('POST', '/api/timetables/draft', {
    ...hillcrest,
    body: { effective_from: monday, class_section_ids: [s.csA.id] },
  });
  expect(theirs.status).toBe(422);
  expect(Object.keys(theirs.body.errors)).toEqual(['class_section_ids.0']);
});

test('the inputs: validated by field, unavailability kept free by the solver', async () => {
  const s = await timetableSetup(t, riverside);
  const bad = await t.call('PUT', '/api/timetables/loads', {
    ...riverside,
    body: { loads: [{ class_subject_id: s.maths.classSubjectId, periods_per_week: 0 }] },
  });
  expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['loads.0.periods_per_week']]);
  const limits = await t.call('PUT', '/api/timetables/teacher-limits', {
    ...riverside,
    body: { limits: [{ teacher_user_id: s.maths.teacher, max_per_day: 9, max_per_week: 5 }] },
  });
  expect([limits.status, Object.keys(limits.body.errors)]).toEqual([422, ['limits.0.max_per_day']]);
  const backwards = await t.call('POST', '/api/timetables/unavailability', {
    ...riverside,
    body: { teacher_user_id: s.maths.teacher, day: 1, start_time: '10:00', end_time: '09:00' },
  });
  expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([422, ['end_time']]);

  // The Maths teacher cannot teach on Mondays and Tuesdays: three Maths periods land later.
  for (const day of [1, 2]) {
    const res = await t.call('POST', '/api/timetables/unavailability', {
      ...riverside,
      body: { teacher_user_id: s.maths.teacher, day, start_time: '08:00', end_time: '14:00' },
    });
    expect(res.status).toBe(200);
  }
  const listed = await t.call(
    'GET',
    `/api/timetables/unavailability?teacher_id=${s.maths.teacher}`,
    riverside,
  );
  expect(
    listed.body.data.map((r: { day: number; start_time: string }) => [r.day, r.start_time]),
  ).toEqual([
    [1, '08:00'],
    [2, '08:00'],
  ]);
  await setLoads(s, 3, 1);
  const loads = await t.call('GET', `/api/timetables/loads?class_id=${s.cls.id}`, riverside);
  expect(
    loads.body.data.map((r: { periods_per_week: number }) => r.periods_per_week).sort(),
  ).toEqual([1, 3]);
  const { job } = await draft(s);
  expect(job.result.ok).toBe(true);
  for (const r of job.result.sections as { class_section_id: number; version_id: number }[]) {
    const maths = (await cellsOf(r.class_section_id, r.version_id)).filter(
      (c) => c.class_subject_id === s.maths.classSubjectId,
    );
    expect(maths).toHaveLength(3);
    expect(maths.filter((c) => c.day <= 2)).toEqual([]);
  }
  const removed = await t.call(
    'DELETE',
    `/api/timetables/unavailability/${listed.body.data[0].id}`,
    riverside,
  );
  expect(removed.status).toBe(200);
});
