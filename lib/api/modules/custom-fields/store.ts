/**
 * Reading the school's field definitions as a caller may see them, and the values on people's
 * records: read, written (checked by field-schemas.ts's rules), exported and filtered by.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import {
  customFieldGroups,
  customFields,
  customFieldStudentValues,
  customFieldUserValues,
} from '../../../db/schema/custom-fields';
import type { SchoolUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { renderApiText } from '../../http/messages';
import {
  classTeacherSections,
  listedStudent,
  studentView,
  type PersonEntity,
  type PersonRecord,
  type WriteOptions,
} from '../people';
import { checkValues, isBlank, type CustomFieldEntity } from './field-schemas';
import { valueAsCell } from './types';
import type { FieldDefinition } from './types';
import { sees, type Reader } from './visibility';

/** The entity's live fields (deleted ones left out), in their groups' order, then their own. */
export async function definitionsOf(
  db: Executor,
  schoolId: number,
  entity: CustomFieldEntity,
): Promise<FieldDefinition[]> {
  const rows = await db
    .select({
      id: customFields.id,
      entity: customFields.entity,
      key: customFields.key,
      label: customFields.label,
      kind: customFields.kind,
      options: customFields.options,
      required: customFields.required,
      group: customFieldGroups.name,
      group_id: customFields.groupId,
      visibility: customFieldGroups.visibility,
      position: customFields.position,
    })
    .from(customFields)
    .leftJoin(
      customFieldGroups,
      and(
        eq(customFieldGroups.schoolId, customFields.schoolId),
        eq(customFieldGroups.id, customFields.groupId),
      ),
    )
    .where(
      and(
        eq(customFields.schoolId, schoolId),
        eq(customFields.entity, entity),
        isNull(customFields.deletedAt),
      ),
    )
    .orderBy(
      sql`${customFieldGroups.position} nulls first`,
      asc(customFieldGroups.name),
      asc(customFields.position),
      asc(customFields.id),
    );
  return rows as FieldDefinition[];
}

/** What decides the caller's sight of groups; class-sections read only when a group needs them. */
export async function readerOf(
  db: Executor,
  caller: SchoolUser,
  fields: readonly FieldDefinition[],
): Promise<Reader> {
  const admin = caller.roles.includes('School Admin');
  const staff = caller.roles.some((r) => r !== 'Guardian');
  const needsSections =
    !admin && staff && fields.some((f) => f.visibility === 'admin_and_class_teacher');
  const classSections = needsSections
    ? await classTeacherSections(db, caller.school.id, caller.userId)
    : [];
  return { admin, staff, classSections };
}

/** The fields the caller sees at all (the definitions' list, the export's columns). */
export async function visibleDefinitions(
  db: Executor,
  caller: SchoolUser,
  entity: CustomFieldEntity,
) {
  const fields = await definitionsOf(db, caller.school.id, entity);
  const reader = await readerOf(db, caller, fields);
  return fields.filter((f) => sees(f.visibility, reader));
}

const valueTable = (entity: PersonEntity) =>
  entity === 'student'
    ? { table: customFieldStudentValues, owner: customFieldStudentValues.studentId }
    : { table: customFieldUserValues, owner: customFieldUserValues.userId };

async function storedValues(db: Executor, schoolId: number, entity: PersonEntity, ids: number[]) {
  const { table, owner } = valueTable(entity);
  if (!ids.length) return [];
  return db
    .select({ fieldId: table.fieldId, owner, value: table.value })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), inArray(owner, ids)));
}

export async function readValues(
  db: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  records: readonly PersonRecord[],
): Promise<Map<number, Record<string, unknown>>> {
  const fields = await definitionsOf(db, caller.school.id, entity);
  const answer = new Map<number, Record<string, unknown>>(records.map((r) => [r.id, {}]));
  if (!fields.length) return answer;
  const reader = await readerOf(db, caller, fields);
  const sectionOf = new Map(records.map((r) => [r.id, r.classSectionId]));
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const record of records) {
    const values = answer.get(record.id) as Record<string, unknown>;
    for (const f of fields)
      if (sees(f.visibility, reader, record.classSectionId)) values[f.key] = null;
  }
  const ids = records.map((r) => r.id);
  for (const row of await storedValues(db, caller.school.id, entity, ids)) {
    const field = byId.get(row.fieldId);
    const values = answer.get(row.owner);
    if (field && values && sees(field.visibility, reader, sectionOf.get(row.owner)))
      values[field.key] = row.value;
  }
  return answer;
}

const withoutBlanks = (sent: Record<string, unknown> | undefined) =>
  sent && Object.fromEntries(Object.entries(sent).filter(([, v]) => !isBlank(v)));

export async function writeValues(
  tx: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  record: PersonRecord,
  sent: Record<string, unknown> | undefined,
  options: WriteOptions,
): Promise<void> {
  const schoolId = caller.school.id;
  const all = await definitionsOf(tx, schoolId, entity);
  if (!all.length && !sent) return;
  const reader = await readerOf(tx, caller, all);
  const writable = all.filter((f) => sees(f.visibility, reader, record.classSectionId));
  const given = options.blankKeeps ? withoutBlanks(sent) : sent;
  const checked = checkValues(writable, given ?? {}, options);
  const at = options.at ?? '';
  if (Object.keys(checked.problems).length)
    throw validationFailed(
      Object.fromEntries(Object.entries(checked.problems).map(([path, m]) => [at + path, m])),
    );
  const { table, owner } = valueTable(entity);
  for (const field of writable) {
    if (!(field.key in checked.values)) continue;
    const value = checked.values[field.key];
    const where = and(
      eq(table.schoolId, schoolId),
      eq(table.fieldId, field.id),
      eq(owner, record.id),
    );
    if (value === null) {
      await tx.delete(table).where(where);
      continue;
    }
    const row = { schoolId, fieldId: field.id, value };
    await (entity === 'student'
      ? tx
          .insert(customFieldStudentValues)
          .values({ ...row, studentId: record.id })
          .onConflictDoUpdate({
            target: [
              customFieldStudentValues.schoolId,
              customFieldStudentValues.fieldId,
              customFieldStudentValues.studentId,
            ],
            set: { value },
          })
      : tx
          .insert(customFieldUserValues)
          .values({ ...row, userId: record.id })
          .onConflictDoUpdate({
            target: [
              customFieldUserValues.schoolId,
              customFieldUserValues.fieldId,
              customFieldUserValues.userId,
            ],
            set: { value },
          }));
  }
}

/**
 * An export's columns: one per field the caller sees. The values of the school's records are
 * read once (a few per record), each cell only where the caller sees that record's field.
 */
export async function exportColumns(db: Database, caller: SchoolUser, entity: PersonEntity) {
  const schoolId = caller.school.id;
  const fields = await definitionsOf(db, schoolId, entity);
  if (!fields.length) return [];
  const reader = await readerOf(db, caller, fields);
  const visible = fields.filter((f) => sees(f.visibility, reader));
  const { table, owner } = valueTable(entity);
  const rows = await db
    .select({
      fieldId: table.fieldId,
      owner,
      value: table.value,
      classSectionId: entity === 'student' ? studentView.classSectionId : sql<null>`null`,
    })
    .from(table)
    .leftJoin(
      studentView,
      entity === 'student'
        ? and(eq(studentView.schoolId, table.schoolId), eq(studentView.id, owner))
        : sql`false`,
    )
    .where(
      and(
        eq(table.schoolId, schoolId),
        inArray(
          table.fieldId,
          visible.map((f) => f.id),
        ),
      ),
    );
  const cells = new Map<string, string>();
  const byId = new Map(visible.map((f) => [f.id, f]));
  for (const row of rows) {
    const field = byId.get(row.fieldId);
    if (
      field &&
      sees(field.visibility, reader, entity === 'student' ? row.classSectionId : undefined)
    )
      cells.set(`${row.fieldId}:${row.owner}`, valueAsCell(row.value));
  }
  return visible.map((f) => ({
    header: f.label,
    cell: (recordId: number) => cells.get(`${f.id}:${recordId}`) ?? '',
  }));
}

/**
 * `cf.<key>=<value>` on the students list: students whose value of that field is `value`
 * (text and numbers as written, a date as YYYY-MM-DD, yes/no as yes or no, a multiple choice
 * holding it). A key of no live student field, or of one the caller does not see on that
 * student, matches nothing: a filter must not tell what the answer hides.
 */
export function studentFieldFilter(
  caller: SchoolUser,
  query: Record<string, unknown>,
): SQL | undefined {
  const schoolId = caller.school.id;
  const admin = caller.roles.includes('School Admin');
  const staff = caller.roles.some((r) => r !== 'Guardian');
  const open = admin
    ? ['everyone', 'staff', 'admin_and_class_teacher']
    : staff
      ? ['everyone', 'staff']
      : ['everyone'];
  const seen = sql`(g.id is null or g.visibility in (${sql.join(
    open.map((v) => sql`${v}`),
    sql`, `,
  )})
    or (${staff} and g.visibility = 'admin_and_class_teacher'
      and ${listedStudent.classTeacherIs(schoolId, caller.userId)}))`;
  const conditions = Object.entries(query)
    .filter(([name, value]) => name.startsWith('cf.') && typeof value === 'string' && value !== '')
    .map(([name, value]) => {
      const key = name.slice(3);
      const text = String(value).trim().slice(0, 200);
      const lower = text.toLowerCase();
      const yes = lower === 'yes' ? 'true' : lower === 'no' ? 'false' : text;
      return sql`exists (select 1 from ${customFieldStudentValues} v
        join ${customFields} f on f.school_id = v.school_id and f.id = v.field_id
        left join ${customFieldGroups} g on g.school_id = f.school_id and g.id = f.group_id
        where v.school_id = ${schoolId} and v.student_id = ${listedStudent.id}
          and f.entity = 'student' and f.key = ${key} and f.deleted_at is null and ${seen}
          and (v.value #>> '{}' = ${text}
            or (jsonb_typeof(v.value) = 'boolean' and v.value #>> '{}' = ${yes})
            or (jsonb_typeof(v.value) = 'array' and v.value ? ${text})))`;
    });
  return conditions.length ? and(...conditions) : undefined;
}

/** The fields an importer may write (files aside: a file is uploaded, never typed in a cell). */
async function importable(db: Executor, caller: SchoolUser, entity: PersonEntity) {
  const fields = await definitionsOf(db, caller.school.id, entity);
  const reader = await readerOf(db, caller, fields);
  // A class teacher's group is written on a record only by whom sees it there: an import, not
  // knowing each row's class teacher yet, takes such a group from School Admin only.
  return fields.filter(
    (f) =>
      f.kind !== 'file' &&
      (f.visibility === 'admin_and_class_teacher' ? reader.admin : sees(f.visibility, reader)),
  );
}

export async function importColumns(db: Executor, caller: SchoolUser, entity: PersonEntity) {
  return (await importable(db, caller, entity)).map((f) => f.key);
}

/** An import's custom cells by the same rules as a form's: each problem at its row and column. */
export async function checkImported(
  db: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  rows: readonly { row: number; values: Record<string, string> }[],
) {
  const fields = await importable(db, caller, entity);
  const values = new Map<number, Record<string, unknown>>();
  const errors: { row: number; column: string; message: string }[] = [];
  for (const r of rows) {
    const cells = Object.fromEntries(fields.map((f) => [f.key, r.values[f.key] ?? '']));
    const checked = checkValues(fields, cells, { creating: true });
    for (const [path, message] of Object.entries(checked.problems))
      errors.push({
        row: r.row,
        column: path.replace('custom_fields.', ''),
        message: renderApiText(message),
      });
    values.set(
      r.row,
      Object.fromEntries(Object.entries(checked.values).filter(([, v]) => v !== null)),
    );
  }
  return { values, errors };
}

export async function writeImported(
  tx: Executor,
  schoolId: number,
  entity: PersonEntity,
  records: readonly { id: number; values: Record<string, unknown> }[],
) {
  const byKey = new Map((await definitionsOf(tx, schoolId, entity)).map((f) => [f.key, f.id]));
  const rows = records.flatMap((r) =>
    Object.entries(r.values).flatMap(([key, value]) => {
      const fieldId = byKey.get(key);
      return fieldId === undefined ? [] : [{ schoolId, fieldId, owner: r.id, value }];
    }),
  );
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await (entity === 'student'
      ? tx
          .insert(customFieldStudentValues)
          .values(chunk.map(({ owner, ...v }) => ({ ...v, studentId: owner })))
      : tx
          .insert(customFieldUserValues)
          .values(chunk.map(({ owner, ...v }) => ({ ...v, userId: owner }))));
  }
}
