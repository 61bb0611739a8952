/**
 * Values other modules keep on people's records (custom fields: `custom_fields` in each
 * student's, guardian's and staff member's body and answer). People does not know that
 * module: it registers one hook here from its manifest's `connect`, and people calls it where
 * a record is read, listed, exported, created or edited. Without a hook records carry no
 * `custom_fields` and a body's are ignored.
 */
import type { Database, Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { ApiError, validationFailed, type FieldTexts } from '../../http/errors';

export type PersonEntity = 'student' | 'guardian' | 'staff';
/** A record as the hook sees it: a student's class-section decides who their class teacher is. */
export type PersonRecord = { id: number; classSectionId?: number | null };

export type RecordFieldsHook = {
  /** Each record's values the caller may see, keyed by field key. */
  read(
    db: Executor,
    caller: SchoolUser,
    entity: PersonEntity,
    records: readonly PersonRecord[],
  ): Promise<Map<number, Record<string, unknown>>>;
  /** The columns of an export: every field the caller may see, with each record's value as text. */
  exportColumns(
    db: Database,
    caller: SchoolUser,
    entity: PersonEntity,
  ): Promise<{ header: string; cell: (recordId: number) => string }[]>;
  /** The extra columns of an import template: the keys of the fields the caller may write. */
  importColumns(db: Executor, caller: SchoolUser, entity: PersonEntity): Promise<string[]>;
  /**
   * An import's cells of those columns checked row by row (errors by row and column, nothing
   * written): each row's values to stage.
   */
  checkImported(
    db: Executor,
    caller: SchoolUser,
    entity: PersonEntity,
    rows: readonly { row: number; values: Record<string, string> }[],
  ): Promise<{
    values: Map<number, Record<string, unknown>>;
    errors: { row: number; column: string; message: string }[];
  }>;
  /** Stores the staged values of the records an import created (checked at its preview). */
  writeImported(
    tx: Executor,
    schoolId: number,
    entity: PersonEntity,
    records: readonly { id: number; values: Record<string, unknown> }[],
  ): Promise<void>;
  /** Checks (422 naming `custom_fields.<key>`) and stores a record's values, in the write's transaction. */
  write(
    tx: Executor,
    caller: SchoolUser,
    entity: PersonEntity,
    record: PersonRecord,
    values: Record<string, unknown> | undefined,
    options: WriteOptions,
  ): Promise<void>;
};

export type WriteOptions = {
  /** A create: every required field must be given. */
  creating: boolean;
  /** Where the record sits in the body, before the 422's `custom_fields.<key>` (`guardians.1.`). */
  at?: string;
  /** A blank value leaves the stored one (a guardian found by e-mail at an admission). */
  blankKeeps?: boolean;
};

let hook: RecordFieldsHook | undefined;

export function registerRecordFields(h: RecordFieldsHook): void {
  if (hook) throw new Error('Record fields are registered twice.');
  hook = h;
}

/** The rows with their `custom_fields` (the rows unchanged when no module registered). */
export async function withRecordFields<R extends { id: number }>(
  db: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  rows: R[],
  classSectionOf: (row: R) => number | null | undefined = () => undefined,
): Promise<(R & { custom_fields?: Record<string, unknown> })[]> {
  if (!hook || !rows.length) return rows;
  const values = await hook.read(
    db,
    caller,
    entity,
    rows.map((r) => ({ id: r.id, classSectionId: classSectionOf(r) })),
  );
  return rows.map((r) => ({ ...r, custom_fields: values.get(r.id) ?? {} }));
}

export async function withRecordFieldsOne<R extends { id: number }>(
  db: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  row: R,
  classSectionOf?: (row: R) => number | null | undefined,
) {
  const [one] = await withRecordFields(db, caller, entity, [row], classSectionOf);
  return one as R & { custom_fields?: Record<string, unknown> };
}

export async function writeRecordFields(
  tx: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  record: PersonRecord,
  values: Record<string, unknown> | undefined,
  options: WriteOptions,
): Promise<void> {
  await hook?.write(tx, caller, entity, record, values, options);
}

/**
 * The guardians' own values sent in an admission's guardian rows, each row's checked as that
 * guardian's (a 422 names `guardians.<row>.custom_fields.<key>`): a guardian the admission
 * created as a create (required fields given); one found by e-mail keeps what is on file where
 * the row left a field blank, as their phone does.
 */
export async function writeGuardianRowFields(
  tx: Executor,
  caller: SchoolUser,
  rows: readonly { custom_fields?: Record<string, unknown> }[],
  accounts: readonly { userId: number; created: boolean }[],
): Promise<void> {
  // Every row is checked, so the 422 names each row's problems (the transaction rolls back).
  const problems: FieldTexts = {};
  for (const [row, account] of accounts.entries()) {
    const values = rows[row]?.custom_fields;
    await writeRecordFields(tx, caller, 'guardian', { id: account.userId }, values, {
      creating: account.created,
      at: `guardians.${row}.`,
      blankKeeps: !account.created,
    }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.kind === 'validation' && error.texts.errors))
        throw error;
      Object.assign(problems, error.texts.errors);
    });
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

export async function recordFieldColumns(db: Database, caller: SchoolUser, entity: PersonEntity) {
  return hook ? hook.exportColumns(db, caller, entity) : [];
}

export async function importFieldColumns(db: Executor, caller: SchoolUser, entity: PersonEntity) {
  return hook ? hook.importColumns(db, caller, entity) : [];
}

export async function checkImportedFields(
  db: Executor,
  caller: SchoolUser,
  entity: PersonEntity,
  rows: readonly { row: number; values: Record<string, string> }[],
) {
  return hook
    ? hook.checkImported(db, caller, entity, rows)
    : { values: new Map<number, Record<string, unknown>>(), errors: [] };
}

export async function writeImportedFields(
  tx: Executor,
  schoolId: number,
  entity: PersonEntity,
  records: readonly { id: number; values: Record<string, unknown> }[],
) {
  if (hook && records.length) await hook.writeImported(tx, schoolId, entity, records);
}
