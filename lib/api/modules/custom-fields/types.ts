/** A custom field as the API answers it (GET /api/custom-fields): shared with the screens. */
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
