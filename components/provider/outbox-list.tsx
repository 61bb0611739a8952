'use client';
/**
 * E-mails that were kept instead of sent (no SMTP server configured, or it refused them),
 * newest first; searchable by recipient or subject; one-time links arrive withheld.
 */
import { useLocale, useTranslations } from 'use-intl';
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

export function OutboxList() {
  const t = useTranslations('provider');
  const locale = useLocale();
  const list = useList<Mail>('/api/provider/outbox');
  const columns: Column<Mail>[] = [
    { header: t('outbox.to'), cell: (m) => m.recipient, sort: 'recipient' },
    {
      header: t('columns.message'),
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
    { header: t('outbox.keptBecause'), cell: (m) => <span className="small">{m.reason}</span> },
    {
      header: t('outbox.keptAt'),
      cell: (m) => <span className="small">{new Date(m.createdAt).toLocaleString(locale)}</span>,
      sort: 'created_at',
    },
  ];
  return (
    <DataTable
      title={t('tabs.outbox')}
      list={list}
      columns={columns}
      emptyText={t('outbox.empty')}
    />
  );
}
