/**
 * Grading scales (GET/POST /api/grading-scales): bands of percentage → grade, grade point and
 * remark, for the classes named (or the school's default), and co-scholastic scales of grades
 * without marks. A school keeps a handful, so the list answers them whole with their bands.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { gradingScaleBands, gradingScaleClasses, gradingScales } from '../../../db/schema/exams';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { classesExist } from '../academics';
import { publishedExamCounts } from './published-classes';
import { bandProblem, type Band } from './rules/grades';
import { fromHundredths } from './rules/marks';
import { gradingScaleSchema, type GradingScaleBody } from './schemas';
import type { GradingScaleRow } from './types';

const TAG = 'exams';

export async function readScales(
  tx: Executor,
  schoolId: number,
  ids?: number[],
): Promise<GradingScaleRow[]> {
  const scales = await tx
    .select({
      id: gradingScales.id,
      name: gradingScales.name,
      kind: gradingScales.kind,
      is_default: gradingScales.isDefault,
    })
    .from(gradingScales)
    .where(
      and(eq(gradingScales.schoolId, schoolId), ids ? inArray(gradingScales.id, ids) : undefined),
    )
    .orderBy(asc(gradingScales.name));
  if (!scales.length) return [];
  const scaleIds = scales.map((s) => s.id);
  const bands = await tx
    .select()
    .from(gradingScaleBands)
    .where(
      and(eq(gradingScaleBands.schoolId, schoolId), inArray(gradingScaleBands.scaleId, scaleIds)),
    )
    .orderBy(asc(gradingScaleBands.position));
  const classes = await tx
    .select()
    .from(gradingScaleClasses)
    .where(
      and(
        eq(gradingScaleClasses.schoolId, schoolId),
        inArray(gradingScaleClasses.scaleId, scaleIds),
      ),
    )
    .orderBy(asc(gradingScaleClasses.classId));
  const decimal = (v: number | null) => (v === null ? null : fromHundredths(v));
  return scales.map((s) => ({
    ...s,
    class_ids: classes.filter((c) => c.scaleId === s.id).map((c) => c.classId),
    bands: bands
      .filter((b) => b.scaleId === s.id)
      .map((b) => ({
        min_percent: decimal(b.minPercent),
        grade: b.grade,
        grade_point: decimal(b.gradePoint),
        remark: b.remark,
      })),
  }));
}

/** The marks scale that grades a class: its own, else the school's default; null if neither. */
export async function scaleOfClass(
  tx: Executor,
  schoolId: number,
  classId: number,
): Promise<{ id: number; name: string; bands: Band[] } | null> {
  const [own] = await tx
    .select({ id: gradingScaleClasses.scaleId })
    .from(gradingScaleClasses)
    .where(
      and(eq(gradingScaleClasses.schoolId, schoolId), eq(gradingScaleClasses.classId, classId)),
    );
  const [fallback] = own
    ? [own]
    : await tx
        .select({ id: gradingScales.id })
        .from(gradingScales)
        .where(and(eq(gradingScales.schoolId, schoolId), eq(gradingScales.isDefault, true)));
  if (!fallback) return null;
  const [scale] = await readScales(tx, schoolId, [fallback.id]);
  return scale ? { id: scale.id, name: scale.name, bands: storedBands(scale) } : null;
}

/** A scale's bands as the rules read them: percentages and points in hundredths. */
export const storedBands = (scale: GradingScaleRow): Band[] =>
  scale.bands.map((b) => ({
    minPercent: Math.round((b.min_percent ?? 0) * 100),
    grade: b.grade,
    gradePoint: b.grade_point === null ? null : Math.round(b.grade_point * 100),
    remark: b.remark,
  }));

const BAND_PROBLEMS = {
  bandsFromZero: 'exams.bandsFromZero',
  bandEdgesDiffer: 'exams.bandEdgesDiffer',
  bandOutOfRange: 'exams.bandOutOfRange',
} as const;

/**
 * Refusals a scale's body can earn beyond its schema: the bands' edges, the classes (another
 * scale's; `selfId`, the scale being edited, may keep its own).
 */
export async function checkScale(
  tx: Executor,
  schoolId: number,
  body: GradingScaleBody,
  selfId?: number,
) {
  if (body.kind === 'marks') {
    const problem = bandProblem(body.bands.map((b) => ({ minPercent: b.min_percent ?? 0 })));
    if (problem) throw validationFailed({ bands: apiMessage(BAND_PROBLEMS[problem]) });
  } else if (body.class_ids.length || body.is_default)
    throw validationFailed({ kind: apiMessage('exams.coScholasticNoClasses') });
  if (!(await classesExist(tx, schoolId, body.class_ids)))
    throw validationFailed({ class_ids: apiMessage('exams.classUnknown') });
  const taken = await tx
    .select({ classId: gradingScaleClasses.classId })
    .from(gradingScaleClasses)
    .where(
      and(
        eq(gradingScaleClasses.schoolId, schoolId),
        inArray(gradingScaleClasses.classId, body.class_ids.length ? body.class_ids : [0]),
        selfId === undefined ? undefined : ne(gradingScaleClasses.scaleId, selfId),
      ),
    );
  if (taken.length)
    throw validationFailed({
      class_ids: apiMessage('exams.classHasScale', { count: taken.length }),
    });
}

async function createScale(tx: Executor, schoolId: number, body: GradingScaleBody) {
  await checkScale(tx, schoolId, body);
  // The default moves to the new scale: one per school (a partial unique index).
  if (body.is_default)
    await tx
      .update(gradingScales)
      .set({ isDefault: false })
      .where(and(eq(gradingScales.schoolId, schoolId), eq(gradingScales.isDefault, true)));
  const { id } = oneRow(
    await tx
      .insert(gradingScales)
      .values({ schoolId, name: body.name, kind: body.kind, isDefault: body.is_default })
      .returning({ id: gradingScales.id }),
    'inserting one grading scale',
  );
  await insertScaleParts(tx, schoolId, id, body);
  return id;
}

/** A scale's bands in order and its classes (a co-scholastic band keeps no percentage). */
export async function insertScaleParts(
  tx: Executor,
  schoolId: number,
  id: number,
  body: GradingScaleBody,
) {
  const marks = body.kind === 'marks';
  await tx.insert(gradingScaleBands).values(
    body.bands.map((b, position) => ({
      schoolId,
      scaleId: id,
      position,
      minPercent: marks ? (b.min_percent ?? 0) : null,
      grade: b.grade,
      gradePoint: marks ? (b.grade_point ?? null) : null,
      remark: b.remark,
    })),
  );
  if (body.class_ids.length)
    await tx
      .insert(gradingScaleClasses)
      .values(body.class_ids.map((classId) => ({ schoolId, classId, scaleId: id })));
}

export const scaleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/grading-scales',
    tag: TAG,
    summary:
      "The school's grading scales with their bands (percentages and points as decimals), classes and how many published exams they grade (which keep the bands they were published with)",
    access: access.permission('exam-list'),
    handler: async ({ db, caller }) => {
      const scales = await readScales(db, caller.school.id);
      const published = await publishedExamCounts(
        db,
        caller.school.id,
        scales.map((s) => s.id),
      );
      return envelope(scales.map((s) => ({ ...s, published_exams: published.get(s.id) ?? 0 })));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/grading-scales',
    tag: TAG,
    summary:
      'A grading scale: bands of lowest percentage (inclusive) → grade, grade point, remark, for the classes named or as the default; or a co-scholastic scale of grades alone',
    access: access.permission('exam-create'),
    body: gradingScaleSchema,
    audit: { entity: 'grading-scales', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const created = await db.transaction(async (tx) => {
        const id = await createScale(tx, schoolId, body);
        const [after] = await readScales(tx, schoolId, [id]);
        await audit(tx, { action: 'create', entity: 'grading-scales', entityId: id, after });
        return after;
      });
      return envelope(created, apiMessage('done.gradingScaleSaved'));
    },
  }),
];
