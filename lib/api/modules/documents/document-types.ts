/**
 * /api/document-types: the kinds of document a school keeps (name, for students or staff,
 * required or not, with an expiry or not). Deleting one keeps it for the documents that name
 * it: it leaves the lists and can no longer be chosen for an upload.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { documentTypes } from '../../../db/schema/documents';
import { DOCUMENT_OWNERS, type DocumentOwner } from '../../../db/schema/documents-values';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { documentTypeSchema, type DocumentTypeBody } from './schemas';

const query = listQuery(['name', 'id'], {
  applies_to: z
    .enum(DOCUMENT_OWNERS, { error: 'Documents are for students or for staff.' })
    .optional(),
});

export type DocumentTypeRow = {
  id: number;
  name: string;
  applies_to: DocumentOwner;
  required: boolean;
  has_expiry: boolean;
};

const kept = (schoolId: number, id: number) =>
  and(
    eq(documentTypes.schoolId, schoolId),
    eq(documentTypes.id, id),
    isNull(documentTypes.deletedAt),
  );

const columns = {
  id: documentTypes.id,
  name: documentTypes.name,
  applies_to: documentTypes.appliesTo,
  required: documentTypes.required,
  has_expiry: documentTypes.hasExpiry,
};

const queries = queriesOf<DocumentTypeRow, z.output<typeof query>>({
  select: (db) => db.select(columns).from(documentTypes),
  countFrom: (db) => db.select({ id: documentTypes.id }).from(documentTypes),
  schoolId: documentTypes.schoolId,
  id: documentTypes.id,
  search: [documentTypes.name],
  sort: { name: documentTypes.name, id: documentTypes.id },
  defaultSort: 'name',
  filters: (p) => [
    isNull(documentTypes.deletedAt),
    p.applies_to === undefined ? undefined : eq(documentTypes.appliesTo, p.applies_to),
  ],
});

/** A type of the school not deleted, or undefined. */
export async function documentTypeById(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<DocumentTypeRow | undefined> {
  const [row] = await db.select(columns).from(documentTypes).where(kept(schoolId, id));
  return row;
}

const values = (b: DocumentTypeBody) => ({
  name: b.name,
  appliesTo: b.applies_to,
  required: b.required,
  hasExpiry: b.has_expiry,
});

export const documentTypeRoutes = resourceRoutes({
  path: '/document-types',
  tag: 'documents',
  label: 'document type',
  access: permissionsOf('document-types'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'document-types.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'For', value: (r) => r.applies_to },
        { header: 'Required', value: (r) => (r.required ? 'yes' : 'no') },
        { header: 'Has expiry', value: (r) => (r.has_expiry ? 'yes' : 'no') },
      ],
    },
  },
  get: documentTypeById,
  body: documentTypeSchema,
  create: async (tx, schoolId, body) =>
    oneRow(
      await tx
        .insert(documentTypes)
        .values({ schoolId, ...values(body) })
        .returning({ id: documentTypes.id }),
      'inserting one row into document_types',
    ).id,
  update: async (tx, schoolId, id, body) => {
    const updated = await tx
      .update(documentTypes)
      .set({ ...values(body), updatedAt: new Date() })
      .where(kept(schoolId, id))
      .returning({ id: documentTypes.id });
    return updated.length > 0;
  },
  usages: [],
  remove: async (tx, schoolId, id) => {
    await tx.update(documentTypes).set({ deletedAt: new Date() }).where(kept(schoolId, id));
  },
});
