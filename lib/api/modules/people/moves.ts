/**
 * Transfers and promotions. A transfer moves students to another class-section in their
 * session; a promotion moves a class-section into the next session with per-student pass or
 * fail and continue or leave. Each runs in one transaction, writes every move to the
 * students' history and regenerates roll numbers in the target by the school's setting.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { studentHistory, students } from '../../../db/schema/people';
import { ApiError, validationFailed } from '../../http/errors';
import { peopleSetting, requireClassSection, requireSession } from './lookups';
import { promotionListErrors, promotionOutcome, rollOrder, type PromotionDecision } from './rules';

/**
 * Gives the active students of (class-section, session) roll numbers 1..n in the school's
 * order. Everyone's number is cleared first: the unique (class-section, session, roll)
 * constraint is checked row by row, so renumbering in place would collide midway.
 */
export async function renumber(
  tx: Executor,
  schoolId: number,
  classSectionId: number,
  sessionYearId: number,
) {
  const where = and(
    eq(students.schoolId, schoolId),
    eq(students.classSectionId, classSectionId),
    eq(students.sessionYearId, sessionYearId),
  );
  const rows = await tx
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      admissionNo: students.admissionNo,
      admissionDate: students.admissionDate,
      status: students.status,
    })
    .from(students)
    .where(where);
  await tx.update(students).set({ rollNumber: null }).where(where);
  const order = rollOrder(
    rows.filter((r) => r.status === 'active'),
    await peopleSetting(tx, schoolId, 'roll_number_order'),
  );
  if (!order.length) return;
  // One statement for the whole class: (id, roll) pairs joined in.
  const pairs = sql.join(
    order.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${students} set roll_number = v.roll
    from (values ${pairs}) as v(id, roll)
    where ${students.schoolId} = ${schoolId} and ${students.id} = v.id`);
}

export type TransferInput = {
  student_ids: number[];
  to_class_section_id: number;
  on_date?: string;
  note?: string | null;
};

export async function transferStudents(
  tx: Executor,
  schoolId: number,
  input: TransferInput,
  byUserId: number,
  today: IsoDate,
) {
  await requireClassSection(tx, schoolId, input.to_class_section_id, 'to_class_section_id');
  const ids = [...new Set(input.student_ids)];
  const rows = await tx
    .select({
      id: students.id,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
      status: students.status,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
    .for('update');
  if (rows.length !== ids.length)
    throw validationFailed({ student_ids: 'Choose students of this school.' });
  if (rows.some((r) => r.status !== 'active'))
    throw validationFailed({ student_ids: 'Only active students can be transferred.' });
  const sessions = new Set(rows.map((r) => r.sessionYearId));
  if (sessions.size !== 1)
    throw validationFailed({ student_ids: 'Transfer students of one session at a time.' });
  const sessionYearId = rows[0].sessionYearId;
  const moving = rows.filter((r) => r.classSectionId !== input.to_class_section_id);
  if (!moving.length)
    throw validationFailed({
      to_class_section_id: 'These students are already in that class-section.',
    });
  const onDate = input.on_date ?? today;
  await tx
    .update(students)
    .set({ classSectionId: input.to_class_section_id, rollNumber: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(students.schoolId, schoolId),
        inArray(
          students.id,
          moving.map((r) => r.id),
        ),
      ),
    );
  await tx.insert(studentHistory).values(
    moving.map((r) => ({
      schoolId,
      studentId: r.id,
      event: 'transfer' as const,
      fromClassSectionId: r.classSectionId,
      toClassSectionId: input.to_class_section_id,
      fromSessionYearId: sessionYearId,
      toSessionYearId: sessionYearId,
      note: input.note ?? null,
      onDate,
      byUserId,
    })),
  );
  await renumber(tx, schoolId, input.to_class_section_id, sessionYearId);
  return { moved: moving.length, session_year_id: sessionYearId };
}

export type PromotionInput = {
  from_class_section_id: number;
  from_session_year_id: number;
  to_class_section_id: number;
  to_session_year_id: number;
  on_date?: string;
  students: (PromotionDecision & { student_id: number })[];
};

export async function promoteClass(
  tx: Executor,
  schoolId: number,
  input: PromotionInput,
  byUserId: number,
  today: IsoDate,
) {
  await requireClassSection(tx, schoolId, input.from_class_section_id, 'from_class_section_id');
  await requireClassSection(tx, schoolId, input.to_class_section_id, 'to_class_section_id');
  const from = await requireSession(
    tx,
    schoolId,
    input.from_session_year_id,
    'from_session_year_id',
  );
  const to = await requireSession(tx, schoolId, input.to_session_year_id, 'to_session_year_id');
  if (to.startDate <= from.startDate)
    throw validationFailed({
      to_session_year_id: 'Promote into a session that starts after this one.',
    });
  const active = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, input.from_class_section_id),
        eq(students.sessionYearId, from.id),
        eq(students.status, 'active'),
      ),
    )
    .for('update');
  if (!active.length)
    throw new ApiError('conflict', 'This class-section has no active students in that session.');
  const errors = promotionListErrors(
    active.map((a) => a.id),
    input.students.map((s) => s.student_id),
  );
  if (Object.keys(errors).length) throw validationFailed(errors);

  const onDate = input.on_date ?? today;
  const counts = { promoted: 0, repeating: 0, left: 0 };
  const history: (typeof studentHistory.$inferInsert)[] = [];
  const groups = new Map<string, number[]>();
  for (const decision of input.students) {
    const outcome = promotionOutcome(decision);
    const target =
      outcome.kind === 'promote'
        ? input.to_class_section_id
        : outcome.kind === 'repeat'
          ? input.from_class_section_id
          : null;
    if (outcome.kind === 'promote') counts.promoted++;
    else if (outcome.kind === 'repeat') counts.repeating++;
    else counts.left++;
    const key = outcome.kind === 'leave' ? 'leave' : `${target}`;
    groups.set(key, [...(groups.get(key) ?? []), decision.student_id]);
    history.push({
      schoolId,
      studentId: decision.student_id,
      event: outcome.event,
      fromClassSectionId: input.from_class_section_id,
      fromSessionYearId: from.id,
      toClassSectionId: target,
      toSessionYearId: target === null ? null : to.id,
      fromStatus: 'active',
      toStatus: outcome.status,
      note: `${decision.result === 'pass' ? 'Passed' : 'Failed'}; ${decision.next === 'leave' ? 'leaving' : 'continuing'}`,
      onDate,
      byUserId,
    });
  }
  for (const [key, ids] of groups) {
    const set =
      key === 'leave'
        ? { status: 'left' as const, updatedAt: sql`now()` }
        : // Roll numbers are given after everyone has moved (renumber below).
          {
            classSectionId: Number(key),
            sessionYearId: to.id,
            rollNumber: null,
            updatedAt: sql`now()`,
          };
    await tx
      .update(students)
      .set(set)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
  }
  await tx.insert(studentHistory).values(history);
  await renumber(tx, schoolId, input.to_class_section_id, to.id);
  if (input.to_class_section_id !== input.from_class_section_id && counts.repeating)
    await renumber(tx, schoolId, input.from_class_section_id, to.id);
  return { ...counts, to_session_year_id: to.id };
}
