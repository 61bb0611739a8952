/**
 * Fields the school defines: their kinds and the rules their values follow, as pure functions
 * shared by the API (which validates every body by them) and the forms (which check the same
 * before sending). No server imports here.
 */
import { z } from 'zod';
import { apiMessage, type ApiMessage } from '../../http/api-message';

export const CUSTOM_FIELD_ENTITIES = ['student', 'guardian', 'staff'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export const CUSTOM_FIELD_KINDS = [
  'text',
  'number',
  'date',
  'choice',
  'multi_choice',
  'yes_no',
  'file',
] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/**
 * Who sees a group's fields (and may write them, with the record's edit permission):
 * `everyone` who may read the record (a guardian their own child's), `staff` only, or
 * `admin_and_class_teacher`: School Admin, and for a student the class teacher of their
 * class-section (a "Medical" group).
 */
export const GROUP_VISIBILITIES = ['everyone', 'staff', 'admin_and_class_teacher'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

export const MAX_TEXT = 500;
export const MAX_OPTIONS = 50;

/** What a value's rules need to know of its field. */
export type FieldRule = {
  key: string;
  kind: CustomFieldKind;
  options: string[];
  required: boolean;
};

export type StoredValue = string | number | boolean | string[];

/**
 * A field's key from its label: lower-case ASCII words joined by `_` ("Blood group" →
 * `blood_group`), `field` when nothing is left, and `_2`, `_3`… past the keys already taken,
 * so a key stays stable once made however the label changes later.
 */
export function fieldKeyOf(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
      .replace(/^(\d)/, 'f_$1') || 'field';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}_${n}`)) return `${base}_${n}`;
}

export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A file field holds the address of a file uploaded for it (POST /api/custom-fields/{id}/file):
 * a private file of kind `field`, served by /api/files to those who see the field's value.
 */
export const FIELD_FILE_URL = /^\/api\/files\/field-[0-9a-f]{16}\.(pdf|png|jpg|webp)$/;

function validDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Text as sent, or a form's / CSV's "yes"/"no", "true"/"false", "1"/"0" for yes/no. */
function yesNoOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['yes', 'true', '1'].includes(v)) return true;
  if (['no', 'false', '0'].includes(v)) return false;
  return undefined;
}

/**
 * One value checked and made into what is stored: `{ value }` (null when blank), or the
 * problem. Numbers may come as text (a form, a CSV cell); a multiple choice as a list or as
 * text separated by `;` (a CSV cell).
 */
export function checkValue(
  field: FieldRule,
  raw: unknown,
): { value: StoredValue | null } | { problem: ApiMessage } {
  if (isBlank(raw))
    return field.required ? { problem: apiMessage('customFields.required') } : { value: null };
  switch (field.kind) {
    case 'text':
    case 'file': {
      if (typeof raw !== 'string') return { problem: apiMessage('customFields.notText') };
      const text = raw.trim();
      if (text.length > MAX_TEXT)
        return { problem: apiMessage('customFields.tooLong', { max: MAX_TEXT }) };
      if (field.kind === 'file' && !FIELD_FILE_URL.test(text))
        return { problem: apiMessage('customFields.notFile') };
      return { value: text };
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n)) return { problem: apiMessage('customFields.notNumber') };
      return { value: n };
    }
    case 'date':
      return typeof raw === 'string' && validDate(raw.trim())
        ? { value: raw.trim() }
        : { problem: apiMessage('customFields.notDate') };
    case 'yes_no': {
      const yes = yesNoOf(raw);
      return yes === undefined ? { problem: apiMessage('customFields.notYesNo') } : { value: yes };
    }
    case 'choice':
      return typeof raw === 'string' && field.options.includes(raw.trim())
        ? { value: raw.trim() }
        : { problem: apiMessage('customFields.notAnOption') };
    case 'multi_choice': {
      const list =
        typeof raw === 'string'
          ? raw
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean)
          : Array.isArray(raw) && raw.every((v) => typeof v === 'string')
            ? raw.map((s) => s.trim())
            : undefined;
      if (!list || list.some((v) => !field.options.includes(v)))
        return { problem: apiMessage('customFields.notAnOption') };
      return { value: [...new Set(list)] };
    }
  }
}

/**
 * A record's custom values checked against the fields the caller may write: each problem keyed
 * `custom_fields.<key>` (what the 422 names), and the values to store. On create every
 * required field must be given; on update only those sent are checked (a form sends them all).
 * A key the caller may not write is refused, as one that does not exist.
 */
export function checkValues(
  fields: readonly FieldRule[],
  values: Record<string, unknown>,
  options: { creating: boolean },
): { values: Record<string, StoredValue | null>; problems: Record<string, ApiMessage> } {
  const problems: Record<string, ApiMessage> = {};
  const stored: Record<string, StoredValue | null> = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) problems[`custom_fields.${key}`] = apiMessage('customFields.unknown');
  for (const field of fields) {
    if (!(field.key in values) && !options.creating) continue;
    const checked = checkValue(field, values[field.key]);
    if ('problem' in checked) problems[`custom_fields.${field.key}`] = checked.problem;
    else stored[field.key] = checked.value;
  }
  return { values: stored, problems };
}

// Request schemas of the settings screen (`/api/custom-fields`, `/api/custom-field-groups`).
const label = z
  .string({ error: 'The label is required.' })
  .trim()
  .min(1, 'The label is required.')
  .max(80, 'The label may be at most 80 characters.');

export const customFieldSchema = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES, {
      error: 'The entity must be student, guardian or staff.',
    }),
    label,
    kind: z.enum(CUSTOM_FIELD_KINDS, {
      error: 'The kind must be text, number, date, choice, multi_choice, yes_no or file.',
    }),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'An option may not be blank.')
          .max(80, 'An option may be at most 80 characters.'),
      )
      .max(MAX_OPTIONS, `A field may have at most ${MAX_OPTIONS} options.`)
      .default([]),
    required: z.boolean({ error: 'Required must be true or false.' }).default(false),
    /** The group's name; a new name makes the group (visible to everyone until changed). */
    group: z
      .string()
      .trim()
      .max(60, 'The group may be at most 60 characters.')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((f, ctx) => {
    const choosing = f.kind === 'choice' || f.kind === 'multi_choice';
    if (choosing && f.options.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Give the choices of this field.',
      });
    if (new Set(f.options).size !== f.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option may appear once.' });
  });
export type CustomFieldBody = z.output<typeof customFieldSchema>;

export const reorderSchema = z.object({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, {
    error: 'The entity must be student, guardian or staff.',
  }),
  ids: z.array(z.number().int().positive()).min(1, 'Give the fields in their new order.').max(500),
});

export const customFieldGroupSchema = z.object({
  entity: z.enum(CUSTOM_FIELD_ENTITIES, {
    error: 'The entity must be student, guardian or staff.',
  }),
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(60, 'The name may be at most 60 characters.'),
  visibility: z.enum(GROUP_VISIBILITIES, {
    error: 'Visibility must be everyone, staff or admin_and_class_teacher.',
  }),
  position: z.number().int().min(0).max(10_000).default(0),
});
