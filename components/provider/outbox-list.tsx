'use client';
/**
 * E-mails that were kept instead of sent (no SMTP server configured, or it refused them),
 * newest first; searchable by recipient or subject; one-time links arrive withheld.
 */
import { DataTable, type Column } from '@/components/ui/data-table';
import { useList } from '@/components/ui/use-list';

type Mail = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  reason: string;
  createdAt: string;
};

const columns: Column<Mail>[] = [
  { header: 'To', cell: (m) => m.recipient, sort: 'recipient' },
  {
    header: 'Message',
    cell: (m) => (
      <details>
        <summary>{m.subject}</summary>
        <pre className="mb-0 small" style={{ whiteSpace: 'pre-wrap' }}>
          {m.body}
        </pre>
      </details>
    ),
    sort: 'subject',
  },
  { header: 'Kept because', cell: (m) => <span className="small">{m.reason}</span> },
  {
    header: 'Kept at',
    cell: (m) => <span className="small">{new Date(m.createdAt).toLocaleString()}</span>,
    sort: 'created_at',
  },
];

export function OutboxList() {
  const list = useList<Mail>('/api/provider/outbox');
  return (
    <DataTable
      title="Outbox"
      list={list}
      columns={columns}
      emptyText="No e-mail has been kept: every one was sent."
    />
  );
}
