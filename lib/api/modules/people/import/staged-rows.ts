/**
 * The rows a checked file will write, as the preview shows them: a page of the staged rows in
 * file order, each with its action (create, or skip because it is already there), and for
 * students the class-section's name.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { importRows } from '../../../../db/schema/people';
import { totalColumn, type PageWindow } from '../../../http/list';
import { classSectionsByIds } from '../lookups';

export async function stagedRows(
  db: Executor,
  schoolId: number,
  batchId: number,
  window: PageWindow,
) {
  const rows = await db
    .select({
      row: importRows.rowNumber,
      action: importRows.action,
      data: importRows.data,
      total: totalColumn(),
    })
    .from(importRows)
    .where(and(eq(importRows.schoolId, schoolId), eq(importRows.batchId, batchId)))
    .orderBy(asc(importRows.rowNumber))
    .limit(window.limit)
    .offset(window.offset);
  const sectionIds = rows
    .map((r) => Number(r.data.class_section_id))
    .filter((id) => Number.isInteger(id) && id > 0);
  const sections = await classSectionsByIds(db, schoolId, [...new Set(sectionIds)]);
  return rows.map((r) => ({
    ...r,
    data: {
      ...r.data,
      ...(r.data.class_section_id !== undefined && {
        class_section_name: sections.get(Number(r.data.class_section_id))?.name ?? null,
      }),
    },
  }));
}
