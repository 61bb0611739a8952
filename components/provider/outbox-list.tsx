'use client';
/** E-mails that were kept instead of sent (no SMTP server configured, or it refused them). */
import { ListState, useProviderList } from './use-provider-data';

type Mail = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  reason: string;
  createdAt: string;
};

export function OutboxList() {
  const list = useProviderList<Mail>('/api/provider/outbox');
  const rows = list.data ?? [];
  return (
    <>
      <ListState loading={list.isLoading} error={list.error} empty={rows.length === 0} />
      {rows.map((m) => (
        <article key={m.id} className="card mb-3">
          <div className="card-header small">
            To {m.recipient} · {new Date(m.createdAt).toLocaleString()} · kept because {m.reason}
          </div>
          <div className="card-body">
            <h2 className="h6">{m.subject}</h2>
            <pre className="mb-0 small" style={{ whiteSpace: 'pre-wrap' }}>
              {m.body}
            </pre>
          </div>
        </article>
      ))}
    </>
  );
}
