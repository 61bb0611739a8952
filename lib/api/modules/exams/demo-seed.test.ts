/**
 * The exams demo as a new user meets it (both schools, with their life): the A1–E scale is the
 * default, last term's final is published with a mark for every student in every paper, and
 * this term's mid-term is half entered with the demo teacher's grids left for them.
 */
import { DEMO_SCHOOLS } from '../../demo/schools';
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
});
afterAll(() => t.close());

type Grid = { class_section_id: number; subject_id: number; status: string; published: boolean };

describe.each(DEMO_SCHOOLS.map((s) => s.subdomain))('%s', (school) => {
  let as: { token: string; school: string };
  let teacher: { token: string; school: string };
  beforeAll(async () => {
    as = { token: await t.login(`admin@${school}.test`), school };
    teacher = { token: await t.login(`teacher@${school}.test`), school };
  });

  test('the A1–E scale is the default; a co-scholastic scale beside it', async () => {
    const scales = (await t.call('GET', '/api/grading-scales', as)).body.data;
    const marks = scales.find((s: { is_default: boolean }) => s.is_default);
    expect(marks.bands.map((b: { grade: string }) => b.grade)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'D',
      'E',
    ]);
    expect(scales.some((s: { kind: string }) => s.kind === 'co_scholastic')).toBe(true);
  });

  test("last term's final is published with marks for every student; this term's is half entered", async () => {
    const exams = (await t.call('GET', '/api/exams?sort=id', as)).body.data;
    expect(exams.map((e: { exam_type: string }) => e.exam_type)).toEqual(['final', 'mid_term']);
    const [final, midTerm] = exams;
    expect(final.published_count).toBe(final.class_count);
    const finalGrids: Grid[] = (await t.call('GET', `/api/exams/${final.id}/marks`, as)).body.data;
    expect(finalGrids.length).toBeGreaterThan(10);
    expect(finalGrids.every((g) => g.status === 'submitted' && g.published)).toBe(true);
    const [first] = finalGrids;
    const results = (
      await t.call(
        'GET',
        `/api/exams/${final.id}/results?class_section_id=${first?.class_section_id}`,
        as,
      )
    ).body.data;
    expect(results.students.length).toBeGreaterThan(10);
    expect(
      results.students.every((s: { pending: number; rank: number }) => s.pending === 0 && s.rank),
    ).toBe(true);

    const midGrids: Grid[] = (await t.call('GET', `/api/exams/${midTerm.id}/marks`, as)).body.data;
    const entered = midGrids.filter((g) => g.status === 'draft').length;
    expect(entered).toBeGreaterThan(midGrids.length / 4);
    expect(entered).toBeLessThan(midGrids.length);
    // The demo teacher's own grids wait for them.
    const theirs: Grid[] = (await t.call('GET', `/api/exams/${midTerm.id}/marks`, teacher)).body
      .data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((g) => g.status === 'empty')).toBe(true);
  });
});
