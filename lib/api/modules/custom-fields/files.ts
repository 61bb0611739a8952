/**
 * A `file` field's file (issue 29 item 4): uploaded from a record's form before the record is
 * saved (POST /api/custom-fields/{id}/file answers its address, which the form then sends as
 * the field's value), checked and stored as documents are (PDF or image by its bytes, 5 MB,
 * images made smaller, a private file of kind `field`), and served by /api/files only to a
 * caller who reads the record and sees the field's group there (`mayViewFieldFile`). A file
 * uploaded but never saved on a record is held by no value, so nobody is served it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  customFields,
  customFieldStudentValues,
  customFieldUserValues,
} from '../../../db/schema/custom-fields';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute, type RouteDefinition } from '../../http/route';
import { storeDocumentFile } from '../documents';
import { guardianChildIds, studentBriefs } from '../people';
import type { CustomFieldEntity } from './field-schemas';
import { readValues, visibleDefinitions } from './store';

/** Who may upload a field's file: whoever may create or edit that kind of record. */
const WRITERS: Record<CustomFieldEntity, string[]> = {
  student: ['student-create', 'student-edit'],
  guardian: ['student-create', 'guardian-edit'],
  staff: ['staff-create', 'staff-edit', 'teacher-create', 'teacher-edit'],
};

/** Who may read a record of the entity at all (its own GET route's rule), before its groups. */
async function readsRecord(
  db: Executor,
  caller: SchoolUser,
  entity: CustomFieldEntity,
  ownerId: number,
): Promise<boolean> {
  const holds = (...names: string[]) => names.some((n) => caller.permissions.has(n));
  if (entity === 'student')
    return (
      holds('student-view', 'student-list') ||
      (caller.roles.includes('Guardian') &&
        (await guardianChildIds(db, caller.school.id, caller.userId)).includes(ownerId))
    );
  if (entity === 'guardian') return holds('guardian-list');
  return holds('staff-list', 'teacher-list');
}

/** The record holding `url` as a file field's value, if any (one file, one value). */
async function holderOf(db: Executor, schoolId: number, url: string) {
  const [student] = await db
    .select({ owner: customFieldStudentValues.studentId })
    .from(customFieldStudentValues)
    .where(
      and(
        eq(customFieldStudentValues.schoolId, schoolId),
        sql`${customFieldStudentValues.value} = to_jsonb(${url}::text)`,
      ),
    )
    .limit(1);
  if (student) return { entity: 'student' as const, owner: student.owner };
  const [user] = await db
    .select({ owner: customFieldUserValues.userId, entity: customFields.entity })
    .from(customFieldUserValues)
    .innerJoin(
      customFields,
      and(
        eq(customFields.schoolId, customFieldUserValues.schoolId),
        eq(customFields.id, customFieldUserValues.fieldId),
      ),
    )
    .where(
      and(
        eq(customFieldUserValues.schoolId, schoolId),
        sql`${customFieldUserValues.value} = to_jsonb(${url}::text)`,
      ),
    )
    .limit(1);
  return user ? { entity: user.entity as CustomFieldEntity, owner: user.owner } : undefined;
}

/**
 * The access rule of `field-…` private files: the caller reads the record holding the file and
 * sees that field on it (the same answer GET of the record gives: its groups' visibility).
 */
export async function mayViewFieldFile(db: Executor, caller: SchoolUser, url: string) {
  const holder = await holderOf(db, caller.school.id, url);
  if (!holder || !(await readsRecord(db, caller, holder.entity, holder.owner))) return false;
  const classSectionId =
    holder.entity === 'student'
      ? (await studentBriefs(db, caller.school.id, [holder.owner]))[0]?.class_section_id
      : undefined;
  const values = await readValues(db, caller, holder.entity, [
    { id: holder.owner, classSectionId },
  ]);
  return Object.values(values.get(holder.owner) ?? {}).includes(url);
}

const fileBody = z.object({ file: z.instanceof(File, { error: 'Choose a file to upload.' }) });

export const fieldFileRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    path: '/custom-fields/:id/file',
    tag: 'custom-fields',
    summary:
      "Upload a file field's file (multipart `file`: PDF, PNG, JPEG or WebP, ≤ 5 MB); answers the address to send as the field's value",
    access: access.authenticated,
    body: fileBody,
    audit: { entity: 'custom-fields', actions: ['upload'] },
    handler: async ({ c, db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'custom field');
      const [row] = await db
        .select({ entity: customFields.entity })
        .from(customFields)
        .where(and(eq(customFields.schoolId, schoolId), eq(customFields.id, id)));
      const entity = row?.entity as CustomFieldEntity | undefined;
      // A field the caller does not see (another school's, a hidden group's) does not exist.
      const field =
        entity && (await visibleDefinitions(db, caller, entity)).find((f) => f.id === id);
      if (!entity || !field) throw notFoundLabelled('custom field');
      const writers = WRITERS[entity];
      if (!writers.some((p) => caller.permissions.has(p)))
        throw forbidden(apiMessage('errors.needPermission', { permission: writers.join(' | ') }));
      const name = `custom_fields.${field.key}`;
      if (field.kind !== 'file')
        throw validationFailed({ [name]: apiMessage('customFields.notFileField') });
      const stored = await storeDocumentFile(c.get('deps').config.storageDir, schoolId, body.file, {
        kind: 'field',
        field: name,
      });
      await db.transaction((tx) =>
        audit(tx, {
          action: 'upload',
          entity: 'custom-fields',
          entityId: id,
          after: { key: field.key, content_type: stored.contentType, size_bytes: stored.sizeBytes },
        }),
      );
      return envelope(
        { url: stored.url, content_type: stored.contentType, size_bytes: stored.sizeBytes },
        apiMessage('customFields.fileUploaded'),
      );
    },
  }),
];
