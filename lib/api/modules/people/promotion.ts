/**
 * Promotion at year end, whatever the size. Everyone passes and continues unless marked as an
 * exception; the plan names the class-sections (a whole class: any number of sections) and
 * their targets. `previewPromotion` counts what will happen, for the confirmation; each
 * `promoteBatch` moves at most PROMOTION_BATCH students in one transaction, set-based (one
 * history insert, one update), and the batch that empties the classes gives the roll numbers.
 * A batch is idempotent: a student moved is no longer an active student of the old session, so
 * an interrupted promotion resumes by asking for the next batch.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { studentHistory, students } from '../../../db/schema/people';
import { ApiError, validationFailed } from '../../http/errors';
import { classSectionsByIds, requireSession } from './lookups';
import type { PromotionPlan } from './move-schemas';
import { renumber } from './roll-numbers';
import { promotionOutcome } from './rules';
import { apiMessage } from '../../http/messages';

/** Students moved per request: bounded work on PGlite's single thread, a few round trips for 10,000. */
export const PROMOTION_BATCH = 1000;

type Checked = { from: { id: number }; to: { id: number }; targetOf: Map<number, number> };

async function checkPlan(tx: Executor, schoolId: number, plan: PromotionPlan): Promise<Checked> {
  const from = await requireSession(
    tx,
    schoolId,
    plan.from_session_year_id,
    'from_session_year_id',
  );
  const to = await requireSession(tx, schoolId, plan.to_session_year_id, 'to_session_year_id');
  if (to.startDate <= from.startDate)
    throw validationFailed({
      to_session_year_id: apiMessage('people.promoteLater'),
    });
  const ids = plan.sections.flatMap((s) => [s.from_class_section_id, s.to_class_section_id]);
  const known = await classSectionsByIds(tx, schoolId, [...new Set(ids)]);
  if (ids.some((id) => !known.has(id)))
    throw validationFailed({ sections: apiMessage('people.classSectionsOfSchool') });
  return {
    from,
    to,
    targetOf: new Map(plan.sections.map((s) => [s.from_class_section_id, s.to_class_section_id])),
  };
}

/** Active students of the plan's class-sections in the session being left. */
const stillToMove = (schoolId: number, checked: Checked) =>
  and(
    eq(students.schoolId, schoolId),
    eq(students.sessionYearId, checked.from.id),
    eq(students.status, 'active'),
    inArray(students.classSectionId, [...checked.targetOf.keys()]),
  );

/** The exceptions as a relation: (student_id, result, next). */
const exceptionRows = (plan: PromotionPlan) =>
  sql`jsonb_to_recordset(${JSON.stringify(plan.exceptions)}::jsonb)
    as e(student_id int, result text, next text)`;

export type PromotionPreview = {
  sections: {
    from_class_section_id: number;
    to_class_section_id: number;
    students: number;
    promoted: number;
    repeating: number;
    left: number;
  }[];
  students: number;
  promoted: number;
  repeating: number;
  left: number;
};

export async function previewPromotion(
  db: Executor,
  schoolId: number,
  plan: PromotionPlan,
): Promise<PromotionPreview> {
  const checked = await checkPlan(db, schoolId, plan);
  const rows = await db
    .select({
      classSectionId: students.classSectionId,
      students: sql<number>`count(*)`.mapWith(Number),
      left: sql<number>`count(*) filter (where e.next = 'leave')`.mapWith(Number),
      repeating:
        sql<number>`count(*) filter (where e.next = 'continue' and e.result = 'fail')`.mapWith(
          Number,
        ),
    })
    .from(students)
    .leftJoin(sql`${exceptionRows(plan)}`, sql`e.student_id = ${students.id}`)
    .where(stillToMove(schoolId, checked))
    .groupBy(students.classSectionId);
  const marked = plan.exceptions.map((e) => e.student_id);
  if (marked.length) {
    const found = oneRow(
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(students)
        .where(and(stillToMove(schoolId, checked), inArray(students.id, marked))),
      'an aggregate without group by',
    );
    const strangers = marked.length - found.n;
    if (strangers)
      throw validationFailed({
        exceptions: apiMessage('people.notActiveHere', { count: strangers }),
      });
  }
  const bySection = new Map(rows.map((r) => [r.classSectionId, r]));
  const sections = plan.sections.map((s) => {
    const r = bySection.get(s.from_class_section_id) ?? { students: 0, left: 0, repeating: 0 };
    return {
      ...s,
      students: r.students,
      promoted: r.students - r.left - r.repeating,
      repeating: r.repeating,
      left: r.left,
    };
  });
  const sum = (k: 'students' | 'promoted' | 'repeating' | 'left') =>
    sections.reduce((n, s) => n + s[k], 0);
  return {
    sections,
    students: sum('students'),
    promoted: sum('promoted'),
    repeating: sum('repeating'),
    left: sum('left'),
  };
}

export type PromotionBatch = {
  moved: number;
  promoted: number;
  repeating: number;
  left: number;
  /** Active students still waiting in the old session; 0 once the promotion is complete. */
  remaining: number;
  to_session_year_id: number;
};

export async function promoteBatch(
  tx: Executor,
  schoolId: number,
  plan: PromotionPlan,
  byUserId: number,
  today: IsoDate,
): Promise<PromotionBatch> {
  const checked = await checkPlan(tx, schoolId, plan);
  const batch = await tx
    .select({
      id: students.id,
      classSectionId: students.classSectionId,
      result: sql<'pass' | 'fail'>`coalesce(e.result, 'pass')`,
      next: sql<'continue' | 'leave'>`coalesce(e.next, 'continue')`,
    })
    .from(students)
    .leftJoin(sql`${exceptionRows(plan)}`, sql`e.student_id = ${students.id}`)
    .where(stillToMove(schoolId, checked))
    .orderBy(students.id)
    .limit(PROMOTION_BATCH)
    .for('update', { of: students });
  if (!batch.length) throw new ApiError('conflict', apiMessage('people.nobodyToPromote'));

  const onDate = plan.on_date ?? today;
  const counts = { promoted: 0, repeating: 0, left: 0 };
  const moves = batch.map((s) => {
    const outcome = promotionOutcome(s);
    const target =
      outcome.kind === 'promote'
        ? (checked.targetOf.get(s.classSectionId) as number)
        : outcome.kind === 'repeat'
          ? s.classSectionId
          : null;
    counts[
      outcome.kind === 'promote' ? 'promoted' : outcome.kind === 'repeat' ? 'repeating' : 'left'
    ]++;
    return { student: s, outcome, target };
  });
  await tx.insert(studentHistory).values(
    moves.map(({ student, outcome, target }) => ({
      schoolId,
      studentId: student.id,
      event: outcome.event,
      fromClassSectionId: student.classSectionId,
      fromSessionYearId: checked.from.id,
      toClassSectionId: target,
      toSessionYearId: target === null ? null : checked.to.id,
      fromStatus: 'active',
      toStatus: outcome.status,
      note: `${student.result === 'pass' ? 'Passed' : 'Failed'}; ${student.next === 'leave' ? 'leaving' : 'continuing'}`,
      onDate,
      byUserId,
    })),
  );
  // One statement for the batch: leavers keep their place and become inactive; the others
  // move to their target in the new session, numbered once everyone has moved.
  const rows = JSON.stringify(moves.map((m) => ({ id: m.student.id, target: m.target })));
  await tx.execute(sql`update ${students} as s set
      class_section_id = coalesce(m.target, s.class_section_id),
      session_year_id = case when m.target is null then s.session_year_id else ${checked.to.id} end,
      status = case when m.target is null then 'left' else 'active' end,
      roll_number = case when m.target is null then s.roll_number else null end,
      updated_at = now()
    from jsonb_to_recordset(${rows}::jsonb) as m(id int, target int)
    where s.school_id = ${schoolId} and s.id = m.id`);

  const { remaining } = oneRow(
    await tx
      .select({ remaining: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .where(stillToMove(schoolId, checked)),
    'an aggregate without group by',
  );
  if (remaining === 0) {
    const numbered = new Set([...checked.targetOf.values(), ...checked.targetOf.keys()]);
    for (const classSectionId of numbered)
      await renumber(tx, schoolId, classSectionId, checked.to.id);
  }
  return { moved: batch.length, ...counts, remaining, to_session_year_id: checked.to.id };
}
