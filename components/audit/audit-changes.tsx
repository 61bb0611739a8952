/**
 * One audit row's change, field by field: before and after side by side (an update keeps
 * only the fields that changed; a create has no before, a delete no after).
 */
import Table from 'react-bootstrap/Table';
import { formatInstant } from '@/lib/calendar/instants';
import type { SchoolFormat } from '@/lib/school-format';

export type AuditFields = Record<string, unknown> | null;

export type AuditEntryRow = {
  id: number;
  created_at: string;
  user_id: number | null;
  actor_name: string | null;
  actor_roles: string[];
  provider_user_id: number | null;
  action: string;
  entity: string;
  /** What an office calls the entity (`Fee payment`), from its module's manifest. */
  entity_label: string;
  entity_id: number | null;
  before: AuditFields;
  after: AuditFields;
  request_id: string | null;
  client_address: string | null;
};

const shown = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export const fieldLabel = (key: string) => key.replace(/_/g, ' ');

export function actorOf(row: AuditEntryRow): string {
  if (row.provider_user_id) return 'Provider';
  if (row.actor_name) return row.actor_name;
  return row.user_id ? `User ${row.user_id}` : 'Not signed in';
}

/**
 * `23/11/2026 15:05:09`: when a row was written, as the school's date and wall-clock time in
 * its zone (the API's filters read days the same way), whatever the browser's zone.
 */
export const auditTime = (iso: string, format: Pick<SchoolFormat, 'dateFormat' | 'timeZone'>) =>
  formatInstant(iso, format.dateFormat, format.timeZone);

export function changedFieldNames(row: Pick<AuditEntryRow, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
}

export function AuditChanges({ row }: { row: AuditEntryRow }) {
  const fields = changedFieldNames(row);
  if (!fields.length) return <span className="text-muted">No field values recorded.</span>;
  return (
    <Table size="sm" bordered className="mb-0 small audit-changes">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{fieldLabel(field)}</th>
            <td>{row.before ? shown(row.before[field]) : '—'}</td>
            <td>{row.after ? shown(row.after[field]) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A row that opens to its field-by-field change (a native disclosure: keyboard and screen readers included). */
export function ExpandableChanges({ row }: { row: AuditEntryRow }) {
  const fields = changedFieldNames(row);
  if (!fields.length) return <span className="text-muted">—</span>;
  return (
    <details>
      <summary>
        {fields.length === 1 && fields[0] ? fieldLabel(fields[0]) : `${fields.length} fields`}
      </summary>
      <div className="mt-2">
        <AuditChanges row={row} />
      </div>
    </details>
  );
}
