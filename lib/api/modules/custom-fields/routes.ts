/**
 * /api/custom-fields: the school's field definitions (read by whoever reads records: only the
 * fields they may see; written with custom-fields-*), their order, and their groups
 * (/api/custom-field-groups). A field's key is made from its first label and never changes;
 * deleting a field keeps it (deleted_at) and its values, out of every answer, and the audit
 * log holds its last state.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  customFieldGroups,
  customFields,
  customFieldStudentValues,
  customFieldUserValues,
} from '../../../db/schema/custom-fields';
import { storedRow } from '../../http/audit';
import { envelope } from '../../http/envelope';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute, type RouteDefinition } from '../../http/route';
import {
  CUSTOM_FIELD_ENTITIES,
  customFieldGroupSchema,
  customFieldSchema,
  fieldKeyOf,
  reorderSchema,
  type CustomFieldBody,
  type CustomFieldEntity,
} from './field-schemas';
import { definitionsOf, visibleDefinitions } from './store';

const TAG = 'custom-fields';
const entityQuery = z.object({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, {
    error: 'The entity must be student, guardian or staff.',
  }),
});

async function mustHaveField(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.schoolId, schoolId),
        eq(customFields.id, id),
        isNull(customFields.deletedAt),
      ),
    );
  if (!row) throw notFoundLabelled('custom field');
  return row;
}

/** The group named `name` of the entity, made (visible to everyone) when new. */
async function groupIdOf(
  tx: Executor,
  schoolId: number,
  entity: CustomFieldEntity,
  name: string | null,
): Promise<number | null> {
  if (!name) return null;
  const [found] = await tx
    .select({ id: customFieldGroups.id })
    .from(customFieldGroups)
    .where(
      and(
        eq(customFieldGroups.schoolId, schoolId),
        eq(customFieldGroups.entity, entity),
        eq(customFieldGroups.name, name),
      ),
    );
  if (found) return found.id;
  const [made] = await tx
    .insert(customFieldGroups)
    .values({ schoolId, entity, name })
    .returning({ id: customFieldGroups.id });
  return (made as { id: number }).id;
}

async function hasValues(tx: Executor, schoolId: number, fieldId: number) {
  for (const table of [customFieldStudentValues, customFieldUserValues]) {
    const [row] = await tx
      .select({ fieldId: table.fieldId })
      .from(table)
      .where(and(eq(table.schoolId, schoolId), eq(table.fieldId, fieldId)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

const fieldColumns = (body: CustomFieldBody) => ({
  label: body.label,
  kind: body.kind,
  options: body.kind === 'choice' || body.kind === 'multi_choice' ? body.options : [],
  required: body.required,
});

/** One field as the settings screen shows it. */
async function fieldAnswer(tx: Executor, schoolId: number, entity: CustomFieldEntity, id: number) {
  return (await definitionsOf(tx, schoolId, entity)).find((f) => f.id === id);
}

export const fieldRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/custom-fields',
    tag: TAG,
    summary:
      "An entity's custom fields the caller may see (entity=student|guardian|staff), in their groups and order",
    access: access.authenticated,
    query: entityQuery,
    handler: async ({ db, caller, query }) =>
      envelope(await visibleDefinitions(db, caller, query.entity)),
  }),
  defineRoute({
    method: 'GET',
    path: '/custom-fields/:id',
    tag: TAG,
    summary: 'One custom field',
    access: access.permission('custom-fields-list'),
    handler: async ({ db, caller, params }) => {
      const row = await mustHaveField(db, caller.school.id, parseId(params.id, 'custom field'));
      return envelope(
        await fieldAnswer(db, caller.school.id, row.entity as CustomFieldEntity, row.id),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/custom-fields',
    tag: TAG,
    summary:
      'Add a custom field (entity, label, kind, options, required, group); its key is made from the label',
    access: access.permission('custom-fields-create'),
    body: customFieldSchema,
    audit: { entity: 'custom-fields', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const made = await db.transaction(async (tx) => {
        const taken = await tx
          .select({ key: customFields.key, position: customFields.position })
          .from(customFields)
          .where(and(eq(customFields.schoolId, schoolId), eq(customFields.entity, body.entity)));
        const [row] = await tx
          .insert(customFields)
          .values({
            schoolId,
            entity: body.entity,
            key: fieldKeyOf(
              body.label,
              taken.map((t) => t.key),
            ),
            ...fieldColumns(body),
            groupId: await groupIdOf(tx, schoolId, body.entity, body.group),
            position: Math.max(0, ...taken.map((t) => t.position)) + 1,
          })
          .returning({ id: customFields.id });
        const id = (row as { id: number }).id;
        await audit(tx, {
          action: 'create',
          entity: 'custom-fields',
          entityId: id,
          after: await storedRow(tx, customFields, schoolId, id),
        });
        return fieldAnswer(tx, schoolId, body.entity, id);
      });
      return envelope(made, apiMessage('customFields.saved'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/custom-fields/:id',
    tag: TAG,
    summary:
      "Change a custom field's label, options, required or group (its key stays; its kind only while it holds no values)",
    access: access.permission('custom-fields-edit'),
    body: customFieldSchema,
    audit: { entity: 'custom-fields', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'custom field');
      const saved = await db.transaction(async (tx) => {
        const before = await mustHaveField(tx, schoolId, id);
        if (before.entity !== body.entity)
          throw validationFailed({ entity: apiMessage('customFields.entityFixed') });
        if (before.kind !== body.kind && (await hasValues(tx, schoolId, id)))
          throw validationFailed({ kind: apiMessage('customFields.kindInUse') });
        await tx
          .update(customFields)
          .set({
            ...fieldColumns(body),
            groupId: await groupIdOf(tx, schoolId, body.entity, body.group),
            updatedAt: sql`now()`,
          })
          .where(and(eq(customFields.schoolId, schoolId), eq(customFields.id, id)));
        await audit(tx, {
          action: 'update',
          entity: 'custom-fields',
          entityId: id,
          before: storedRowOf(before),
          after: await storedRow(tx, customFields, schoolId, id),
        });
        return fieldAnswer(tx, schoolId, body.entity, id);
      });
      return envelope(saved, apiMessage('customFields.saved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/custom-fields/:id',
    tag: TAG,
    summary:
      'Delete a custom field: it leaves the forms and answers; its values are kept, and the audit log holds it',
    access: access.permission('custom-fields-delete'),
    audit: { entity: 'custom-fields', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'custom field');
      await db.transaction(async (tx) => {
        const before = await mustHaveField(tx, schoolId, id);
        await tx
          .update(customFields)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(customFields.schoolId, schoolId), eq(customFields.id, id)));
        await audit(tx, {
          action: 'delete',
          entity: 'custom-fields',
          entityId: id,
          before: storedRowOf(before),
        });
      });
      return envelope(null, apiMessage('customFields.deleted'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/custom-fields/reorder',
    tag: TAG,
    summary: "Put an entity's custom fields in a new order (ids, first to last)",
    access: access.permission('custom-fields-edit'),
    body: reorderSchema,
    audit: { entity: 'custom-fields', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const fields = await db.transaction(async (tx) => {
        const live = await definitionsOf(tx, schoolId, body.entity);
        const known = new Set(live.map((f) => f.id));
        const unknown = body.ids.findIndex((id) => !known.has(id));
        if (unknown >= 0)
          throw validationFailed({ [`ids.${unknown}`]: apiMessage('customFields.notAField') });
        for (const [index, id] of body.ids.entries()) {
          const before = live.find((f) => f.id === id);
          if (before?.position === index + 1) continue;
          await tx
            .update(customFields)
            .set({ position: index + 1, updatedAt: sql`now()` })
            .where(and(eq(customFields.schoolId, schoolId), eq(customFields.id, id)));
          await audit(tx, {
            action: 'update',
            entity: 'custom-fields',
            entityId: id,
            before: { position: before?.position },
            after: { position: index + 1 },
          });
        }
        return definitionsOf(tx, schoolId, body.entity);
      });
      return envelope(fields, apiMessage('customFields.saved'));
    },
  }),
];

/** A row as read before a change, in the audit log's shape (column names as stored). */
function storedRowOf(row: typeof customFields.$inferSelect) {
  return {
    id: row.id,
    entity: row.entity,
    key: row.key,
    label: row.label,
    kind: row.kind,
    options: row.options,
    required: row.required,
    group_id: row.groupId,
    position: row.position,
  };
}

async function mustHaveGroup(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(customFieldGroups)
    .where(and(eq(customFieldGroups.schoolId, schoolId), eq(customFieldGroups.id, id)));
  if (!row) throw notFoundLabelled('custom field group');
  return row;
}

const groupColumns = {
  id: customFieldGroups.id,
  entity: customFieldGroups.entity,
  name: customFieldGroups.name,
  visibility: customFieldGroups.visibility,
  position: customFieldGroups.position,
};

export const groupRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/custom-field-groups',
    tag: TAG,
    summary: "An entity's groups of custom fields, with who sees each",
    access: access.permission('custom-fields-list'),
    query: entityQuery,
    handler: async ({ db, caller, query }) =>
      envelope(
        await db
          .select(groupColumns)
          .from(customFieldGroups)
          .where(
            and(
              eq(customFieldGroups.schoolId, caller.school.id),
              eq(customFieldGroups.entity, query.entity),
            ),
          )
          .orderBy(customFieldGroups.position, customFieldGroups.name),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/custom-field-groups',
    tag: TAG,
    summary:
      'Add a group of custom fields (entity, name, visibility: everyone|staff|admin_and_class_teacher)',
    access: access.permission('custom-fields-create'),
    body: customFieldGroupSchema,
    audit: { entity: 'custom-field-groups', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(customFieldGroups)
          .values({ schoolId, ...body })
          .returning(groupColumns);
        const group = made as { id: number };
        await audit(tx, {
          action: 'create',
          entity: 'custom-field-groups',
          entityId: group.id,
          after: group,
        });
        return group;
      });
      return envelope(row, apiMessage('customFields.groupSaved'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/custom-field-groups/:id',
    tag: TAG,
    summary: 'Rename a group, change who sees it or its place',
    access: access.permission('custom-fields-edit'),
    body: customFieldGroupSchema,
    audit: { entity: 'custom-field-groups', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'custom field group');
      const row = await db.transaction(async (tx) => {
        const before = await mustHaveGroup(tx, schoolId, id);
        if (before.entity !== body.entity)
          throw validationFailed({ entity: apiMessage('customFields.entityFixed') });
        const [after] = await tx
          .update(customFieldGroups)
          .set({
            name: body.name,
            visibility: body.visibility,
            position: body.position,
            updatedAt: sql`now()`,
          })
          .where(and(eq(customFieldGroups.schoolId, schoolId), eq(customFieldGroups.id, id)))
          .returning(groupColumns);
        await audit(tx, {
          action: 'update',
          entity: 'custom-field-groups',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return envelope(row, apiMessage('customFields.groupSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/custom-field-groups/:id',
    tag: TAG,
    summary:
      'Delete a group: its fields stay, outside any group (seen by whoever reads the record)',
    access: access.permission('custom-fields-delete'),
    audit: { entity: 'custom-field-groups', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'custom field group');
      await db.transaction(async (tx) => {
        const before = await mustHaveGroup(tx, schoolId, id);
        await tx
          .update(customFields)
          .set({ groupId: null, updatedAt: sql`now()` })
          .where(and(eq(customFields.schoolId, schoolId), eq(customFields.groupId, id)));
        await tx
          .delete(customFieldGroups)
          .where(and(eq(customFieldGroups.schoolId, schoolId), eq(customFieldGroups.id, id)));
        await audit(tx, { action: 'delete', entity: 'custom-field-groups', entityId: id, before });
      });
      return envelope(null, apiMessage('customFields.groupDeleted'));
    },
  }),
];
