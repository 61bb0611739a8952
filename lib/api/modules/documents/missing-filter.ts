/**
 * The "missing documents" filter of the students list (contract §2), registered with people's
 * list hook so people never imports documents:
 * - `missing_documents=true`: students lacking a kept document of at least one of the
 *   school's required student types;
 * - `missing_document_type_id=<id>`: students lacking a kept document of that type.
 * A removed document does not count; an expired one does (it is there, and shows "Expired").
 * The conditions read the list's own `students` row by its table name (people's list selects
 * from `students` unaliased); the documents' tables are this module's own.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { documentTypes, documents } from '../../../db/schema/documents';
import { INT4_MAX } from '../../../validation/integers';
import { registerStudentListFilter } from '../people';

const listStudent = {
  schoolId: sql`${sql.identifier('students')}.${sql.identifier('school_id')}`,
  id: sql`${sql.identifier('students')}.${sql.identifier('id')}`,
};

/** A kept document of the type `typeId` (a column or a value) for the list's student. */
const heldOf = (typeId: SQL | number) => sql`exists (
  select 1 from ${documents}
  where ${documents.schoolId} = ${listStudent.schoolId}
    and ${documents.studentId} = ${listStudent.id}
    and ${documents.documentTypeId} = ${typeId}
    and ${documents.removedAt} is null)`;

/** Some required student type of the school has no kept document of the list's student. */
const missingRequired = sql`exists (
  select 1 from ${documentTypes}
  where ${and(
    sql`${documentTypes.schoolId} = ${listStudent.schoolId}`,
    eq(documentTypes.appliesTo, 'student'),
    eq(documentTypes.required, true),
    isNull(documentTypes.deletedAt),
  )}
    and not ${heldOf(sql`${documentTypes.id}`)})`;

export const missingDocumentsQuery = {
  missing_documents: z
    .enum(['true', 'false'], { error: 'missing_documents must be true or false.' })
    .optional(),
  missing_document_type_id: z.coerce
    .number({ error: 'The document type must be a number.' })
    .int('The document type must be a whole number.')
    .positive('The document type must be a number.')
    .max(INT4_MAX, 'The document type does not exist.')
    .optional(),
};

export function missingDocumentsWhere(q: Record<string, unknown>): SQL | undefined {
  const typeId = q.missing_document_type_id;
  return and(
    q.missing_documents === 'true' ? missingRequired : undefined,
    typeof typeId === 'number' ? sql`not ${heldOf(typeId)}` : undefined,
  );
}

export const registerMissingDocumentsFilter = () =>
  registerStudentListFilter('documents', {
    query: missingDocumentsQuery,
    where: (_db, _schoolId, q) => missingDocumentsWhere(q),
  });
