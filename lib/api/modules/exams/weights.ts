/**
 * Each exam type's weight in the annual result (GET/PUT /api/exam-type-weights): whole numbers
 * 0–100, one row per type (a type without one weighs 0). Read by the annual result
 * (annual-results.ts) and shown on the results screen.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { examTypeWeights } from '../../../db/schema/exams-reports';
import { EXAM_TYPES, type ExamType } from '../../../db/schema/exams-values';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';

export type ExamTypeWeights = Record<ExamType, number>;

const weight = (type: string) =>
  z
    .number({ error: `The ${type} weight must be a whole number.` })
    .int(`The ${type} weight must be a whole number.`)
    .min(0, `The ${type} weight may not be negative.`)
    .max(100, `The ${type} weight may be at most 100.`);

export const weightsSchema = z.object({
  weights: z.object(
    Object.fromEntries(EXAM_TYPES.map((type) => [type, weight(type)])) as Record<
      ExamType,
      ReturnType<typeof weight>
    >,
    { error: 'Give the weight of every exam type.' },
  ),
});

export async function weightsOf(tx: Executor, schoolId: number): Promise<ExamTypeWeights> {
  const rows = await tx
    .select({ type: examTypeWeights.examType, weight: examTypeWeights.weight })
    .from(examTypeWeights)
    .where(eq(examTypeWeights.schoolId, schoolId));
  const weights = Object.fromEntries(EXAM_TYPES.map((t) => [t, 0])) as ExamTypeWeights;
  for (const row of rows) weights[row.type] = row.weight;
  return weights;
}

export async function writeWeights(tx: Executor, schoolId: number, weights: ExamTypeWeights) {
  for (const examType of EXAM_TYPES) {
    await tx
      .delete(examTypeWeights)
      .where(and(eq(examTypeWeights.schoolId, schoolId), eq(examTypeWeights.examType, examType)));
    await tx.insert(examTypeWeights).values({ schoolId, examType, weight: weights[examType] });
  }
}

export const weightRoutes = [
  defineRoute({
    method: 'GET',
    path: '/exam-type-weights',
    tag: 'exams',
    summary: 'Each exam type’s weight in the annual result (whole numbers; 0 when never set)',
    access: access.permission('exam-list'),
    handler: async ({ db, caller }) => envelope(await weightsOf(db, caller.school.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/exam-type-weights',
    tag: 'exams',
    summary:
      'Set every exam type’s weight in the annual result: {weights: {unit_test, mid_term, final}}, whole numbers 0–100, not all 0',
    access: access.permission('exam-publish'),
    body: weightsSchema,
    audit: { entity: 'exam-type-weights', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      if (!EXAM_TYPES.some((type) => body.weights[type] > 0))
        throw validationFailed({ weights: apiMessage('examReports.weightsAllZero') });
      const after = await db.transaction(async (tx) => {
        const before = await weightsOf(tx, schoolId);
        await writeWeights(tx, schoolId, body.weights);
        const saved = await weightsOf(tx, schoolId);
        await audit(tx, {
          action: 'update',
          entity: 'exam-type-weights',
          entityId: schoolId,
          before,
          after: saved,
        });
        return saved;
      });
      return envelope(after, apiMessage('examReports.weightsSaved'));
    },
  }),
];
