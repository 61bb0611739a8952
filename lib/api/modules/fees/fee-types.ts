/** Fee types (Tuition, Library...): name and description; structures and custom fees use them. */
import { and, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import type { z } from 'zod';
import { feeLedger, feeStructureLines, feeTypes } from '../../../db/schema/fees';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { feeTypeSchema, type FeeTypeBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn('fee_types_school_name_unique', 'name', apiMessage('fees.feeTypeTaken'));

const query = listQuery(['name', 'id']);
type FeeTypeRow = { id: number; name: string; description: string | null };

const queries = queriesOf<FeeTypeRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({ id: feeTypes.id, name: feeTypes.name, description: feeTypes.description })
      .from(feeTypes),
  schoolId: feeTypes.schoolId,
  id: feeTypes.id,
  search: [feeTypes.name, feeTypes.description],
  sort: { name: feeTypes.name, id: feeTypes.id },
  defaultSort: 'name',
});

const columns = (b: FeeTypeBody) => ({ name: b.name, description: b.description });

export const feeTypeRoutes = resourceRoutes({
  path: '/fee-types',
  tag: 'fees',
  label: 'fee type',
  access: permissionsOf('fees-type'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'fee-types.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Description', value: (r) => r.description ?? '' },
      ],
    },
  },
  get: queries.get,
  body: feeTypeSchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(feeTypes)
        .values({ schoolId, ...columns(body) })
        .returning({ id: feeTypes.id }),
      'inserting one row into feeTypes',
    );
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    const rows = await tx
      .update(feeTypes)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(and(eq(feeTypes.schoolId, schoolId), eq(feeTypes.id, id)))
      .returning({ id: feeTypes.id });
    return rows.length > 0;
  },
  usages: [
    usedBy(
      ['fee structure line', 'fee structure lines'],
      feeStructureLines,
      feeStructureLines.feeTypeId,
      feeStructureLines.id,
    ),
    usedBy(
      ['fee ledger line', 'fee ledger lines'],
      feeLedger,
      feeLedger.feeTypeId,
      feeLedger.label,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    await tx.delete(feeTypes).where(and(eq(feeTypes.schoolId, schoolId), eq(feeTypes.id, id)));
  },
});
