/**
 * A custom field as the API answers it (GET /api/custom-fields), and a value as a list shows it:
 * shared with the screens. Free of zod and the request schemas (field-schemas.ts), so a list
 * screen does not load them: building them cost 90 ms of the students list's first second on a
 * phone.
 */
import type { CustomFieldEntity, CustomFieldKind, GroupVisibility } from './field-schemas';

export type FieldDefinition = {
  id: number;
  entity: CustomFieldEntity;
  key: string;
  label: string;
  kind: CustomFieldKind;
  options: string[];
  required: boolean;
  /** The group's name, or null for a field outside any group. */
  group: string | null;
  group_id: number | null;
  /** Who sees the group's fields (null: outside any group, seen by whoever reads the record). */
  visibility: GroupVisibility | null;
  position: number;
};

/** A value as one list or CSV cell: a multiple choice joined by `; `, yes/no as yes or no. */
export function valueAsCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
