/**
 * Editing a grading scale (PUT /api/grading-scales/{id}): its name, kind, default, classes and
 * bands replaced whole, checked as a new scale is (bands from 0 %, edges apart, a class on one
 * scale only, its own classes kept). Results are graded when read, so an edited band grades
 * drafts only: a published class keeps the bands it was published with
 * (./published-scales.ts), and the answer says how many published exams keep bands other than
 * the new ones. The audit entry keeps the bands before and after.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { gradingScaleBands, gradingScaleClasses, gradingScales } from '../../../db/schema/exams';
import { envelope } from '../../http/envelope';
import { notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { examsKeepingOldBands, publishedBeforeEdit } from './published-scales';
import { checkScale, insertScaleParts, readScales } from './scales';
import { gradingScaleSchema, type GradingScaleBody } from './schemas';

async function updateScale(tx: Executor, schoolId: number, id: number, body: GradingScaleBody) {
  await checkScale(tx, schoolId, body, id);
  if (body.is_default)
    await tx
      .update(gradingScales)
      .set({ isDefault: false })
      .where(
        and(
          eq(gradingScales.schoolId, schoolId),
          eq(gradingScales.isDefault, true),
          ne(gradingScales.id, id),
        ),
      );
  await tx
    .update(gradingScales)
    .set({ name: body.name, kind: body.kind, isDefault: body.is_default, updatedAt: new Date() })
    .where(and(eq(gradingScales.schoolId, schoolId), eq(gradingScales.id, id)));
  for (const table of [gradingScaleBands, gradingScaleClasses])
    await tx.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.scaleId, id)));
  await insertScaleParts(tx, schoolId, id, body);
}

export const scaleEditRoute = defineRoute({
  method: 'PUT',
  path: '/grading-scales/:id',
  tag: 'exams',
  summary:
    'Replace a grading scale: name, kind, default, classes and bands, checked as on create (grades are read from it when results are read)',
  access: access.permission('exam-edit'),
  body: gradingScaleSchema,
  audit: { entity: 'grading-scales', actions: ['update'] },
  handler: async ({ db, caller, params, body, audit }) => {
    const schoolId = caller.school.id;
    const updated = await db.transaction(async (tx) => {
      const id = parseId(params.id, 'grading scale');
      const [before] = await readScales(tx, schoolId, [id]);
      if (!before) throw notFoundLabelled('grading scale');
      const published = await publishedBeforeEdit(tx, schoolId, id);
      await updateScale(tx, schoolId, id, body);
      const [after] = await readScales(tx, schoolId, [id]);
      if (!after) throw notFoundLabelled('grading scale');
      await audit(tx, { action: 'update', entity: 'grading-scales', entityId: id, before, after });
      const kept = await examsKeepingOldBands(tx, schoolId, after, published);
      return { ...after, published_exams_kept: kept };
    });
    const kept = updated.published_exams_kept;
    return envelope(
      updated,
      kept
        ? apiMessage('done.gradingScaleSavedKept', { count: kept })
        : apiMessage('done.gradingScaleSaved'),
    );
  },
});
