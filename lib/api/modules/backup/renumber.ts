/**
 * Renumbering an archive's rows for the provider's restore as a new school: every row gets a
 * fresh id from this deployment's own identity sequences, and every link to it is rewritten.
 * An archive of another deployment holds ids this one never issued (perhaps far past its
 * sequences, which every school shares): kept, they would have to be refused, or the
 * sequences moved (setval) — which one school's archive must never do (id-rule.ts).
 *
 * The links, per table:
 * - its identity column (`id`): the row's own new id;
 * - its foreign keys, read from the schema (`(school_id, x_id)` → a backed-up table's id): the
 *   new id of the row they name, which the archive must hold (else it is refused);
 * - the links no foreign key declares, declared by the table's module (lib/api/http/id-links.ts):
 *   a row the archive lacks (an audit entry naming a deleted record) leaves them empty;
 * - `school_id` (and a link to `schools`): the new school.
 *
 * Old ids are mapped to new ones in their order (the smallest old id gets the smallest new
 * one), so every list ordered by id — the audit log, the ledger — keeps its order.
 */
import type { IdLink, IdOf } from '../../http/id-links';
import { SCHOOL_COLUMN, type PlannedTable } from './plan';

/** How one table's rows are rewritten. */
export type TableRenumbering = {
  /** The identity column given fresh ids (none: a table keyed by other columns). */
  idColumn?: string;
  links: { column: string; link: IdLink; foreignKey: boolean }[];
};

const SCHOOLS = 'schools';

/**
 * The shared catalogue rows of a school link to by id whose ids differ between deployments
 * (each numbers a permission when it first sees it): mapped by name (the manifest's
 * `permissions`). The other shared catalogue, `months`, is numbered 1–12 everywhere.
 */
export const PERMISSIONS = 'permissions';

/**
 * The table whose id each column holds by a foreign key to that id (`exam_classes.exam_id` →
 * `exams`): what a composite key naming such a column (`exam_papers (exam_id, class_id)` →
 * `exam_classes (exam_id, class_id)`, a paper only for a class the exam has) links to.
 */
function idLinksOf(planned: readonly PlannedTable[], idColumns: Map<string, string | undefined>) {
  const direct = new Map<string, string>();
  for (const t of planned)
    for (const ref of t.references)
      ref.columns.forEach((column, i) => {
        if (ref.foreignColumns[i] === (idColumns.get(ref.table) ?? 'id'))
          direct.set(`${t.name}.${column}`, ref.table);
      });
  return direct;
}

/**
 * Each planned table's renumbering, from its foreign keys and declared links; throws on what
 * cannot be renumbered (a programming error the plan test reports: a foreign key to a
 * backed-up table's column that neither is its id nor holds another table's id, a column both
 * declared and a foreign key).
 */
export function renumberingOf(planned: readonly PlannedTable[]): Map<string, TableRenumbering> {
  const idColumns = new Map<string, string | undefined>();
  for (const t of planned) {
    const identity = t.columns.filter((c) => c.identity).map((c) => c.name);
    if (identity.length > 1) throw new Error(`${t.name} has more than one identity column.`);
    idColumns.set(t.name, identity[0]);
  }
  const idLinks = idLinksOf(planned, idColumns);
  const result = new Map<string, TableRenumbering>();
  for (const t of planned) {
    const links: TableRenumbering['links'] = [];
    for (const ref of t.references) {
      if (ref.table === SCHOOLS) continue;
      if (!idColumns.has(ref.table) && ref.table !== PERMISSIONS) continue; // months: the same ids everywhere
      ref.columns.forEach((column, i) => {
        const foreign = ref.foreignColumns[i];
        if (foreign === SCHOOL_COLUMN && column === SCHOOL_COLUMN) return;
        const target =
          foreign === (idColumns.get(ref.table) ?? 'id')
            ? ref.table
            : idLinks.get(`${ref.table}.${String(foreign)}`);
        if (!target)
          throw new Error(
            `${t.name}.${column} references ${ref.table}.${String(foreign)}, which is not its id: a renumbering restore cannot rewrite it.`,
          );
        links.push({ column, link: { table: target }, foreignKey: true });
      });
    }
    for (const [column, link] of Object.entries(t.links ?? {})) {
      if (links.some((l) => l.column === column))
        throw new Error(`${t.name}.${column} is a foreign key and also declared as a link.`);
      links.push({ column, link, foreignKey: false });
    }
    // A column two foreign keys share is rewritten once.
    const unique = links.filter((l, i) => links.findIndex((m) => m.column === l.column) === i);
    result.set(t.name, { idColumn: idColumns.get(t.name), links: unique });
  }
  return result;
}

/** Old id → new id, per table. */
export type IdMaps = Map<string, Map<number, number>>;

/**
 * The new ids of `oldIds`, given `freshIds` (as many, from the table's sequence): in order,
 * smallest to smallest.
 */
export function mapInOrder(oldIds: number[], freshIds: number[]): Map<number, number> {
  const from = [...oldIds].sort((a, b) => a - b);
  const to = [...freshIds].sort((a, b) => a - b);
  const map = new Map<number, number>();
  from.forEach((id, i) => map.set(id, to[i] as number));
  return map;
}

/** The look-up of new ids in `maps`, the archive's school becoming `school.to`. */
export function idLookUp(maps: IdMaps, school: { from: number; to: number }): IdOf {
  return (table, id) => {
    if (id === null || id === undefined) return null;
    const n = Number(id);
    if (table === SCHOOLS) return n === school.from ? school.to : null;
    return maps.get(table)?.get(n) ?? null;
  };
}

/** Why a row cannot be renumbered: a foreign key naming a row the archive lacks. */
export class MissingReference extends Error {}

function newValue(
  link: IdLink,
  value: unknown,
  row: Readonly<Record<string, unknown>>,
  idOf: IdOf,
) {
  if ('table' in link) return idOf(link.table, value);
  if ('tableIn' in link) {
    const named = row[link.tableIn];
    const table = typeof named === 'string' ? link.tables(named) : null;
    return table === null ? null : idOf(table, value);
  }
  if ('rewrite' in link) return value === null ? null : link.rewrite(value, row, idOf);
  if ('notCarried' in link) return null;
  return value;
}

/**
 * `row` (as the archive holds it) with its id and links rewritten; every value is computed
 * from the row as it was, so a rewrite reading another column (an idempotency key reading
 * the event key and recipient) reads the source's values.
 */
export function renumberRow(
  table: string,
  row: Record<string, unknown>,
  renumbering: TableRenumbering,
  idOf: IdOf,
): Record<string, unknown> {
  const out = { ...row };
  if (renumbering.idColumn) out[renumbering.idColumn] = idOf(table, row[renumbering.idColumn]);
  for (const { column, link, foreignKey } of renumbering.links) {
    const value = row[column];
    if (value === undefined || value === null) continue;
    const next = newValue(link, value, row, idOf);
    if (foreignKey && next === null)
      throw new MissingReference(
        `${table}.${column} names ${String(value)}, which the archive lacks`,
      );
    out[column] = next;
  }
  return out;
}
