/**
 * Who sees a group's fields (pure; table-tested in visibility.test.ts). A field outside any
 * group is seen by whoever may read the record. Writing a value takes the record's own edit
 * permission (people's routes) and the sight of its field: a value one cannot see cannot be
 * written either.
 */
import type { GroupVisibility } from './field-schemas';

export type Reader = {
  /** Holds the School Admin role. */
  admin: boolean;
  /** Holds any role but Guardian. */
  staff: boolean;
  /** The class-sections the reader is class teacher of. */
  classSections: readonly number[];
};

/**
 * Whether `reader` sees a group's fields on a record; `classSectionId` is a student's
 * class-section (undefined: no particular record, as when the definitions are listed, where a
 * class teacher of any class-section sees the group).
 */
export function sees(
  visibility: GroupVisibility | null,
  reader: Reader,
  classSectionId?: number | null,
): boolean {
  switch (visibility) {
    case null:
    case 'everyone':
      return true;
    case 'staff':
      return reader.staff;
    case 'admin_and_class_teacher':
      if (reader.admin) return true;
      if (!reader.staff) return false;
      return classSectionId === undefined
        ? reader.classSections.length > 0
        : classSectionId !== null && reader.classSections.includes(classSectionId);
  }
}
