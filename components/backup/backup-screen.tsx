'use client';
/**
 * /database-backup: make a backup (with its progress), the list of backups (when, size, who,
 * status; a restore's safety backup marked by its note), download, delete with confirmation,
 * and restore from an archive with the school's code typed as confirmation.
 */
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslations } from 'use-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { DataTable } from '@/components/ui/data-table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useList } from '@/components/ui/use-list';
import { apiFetch } from '@/lib/client/api-fetch';
import { RestoreDialog } from './restore-dialog';

export type BackupRow = {
  id: number;
  status: 'running' | 'done' | 'failed';
  size_bytes: number | null;
  rows_done: number;
  rows_total: number;
  error: string | null;
  /** A restore's safety backup: "Safety backup before restore of …". */
  note: string | null;
  created_by_name: string | null;
  created_at: string;
};

/** Bytes in the largest unit that keeps a whole number in front (1.4 MB, 820 KB). */
function useSizeText(): (bytes: number | null) => string {
  const t = useTranslations('backup');
  const units = [
    (size: string) => t('size.bytes', { size }),
    (size: string) => t('size.kb', { size }),
    (size: string) => t('size.mb', { size }),
    (size: string) => t('size.gb', { size }),
  ];
  const { locale } = useSchoolFormat();
  return (bytes) => {
    if (bytes === null) return '—';
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    const digits = unit === 0 ? 0 : 1;
    const size = value.toLocaleString(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    return (units[unit] ?? units[0]!)(size);
  };
}

const POLL_MS = 700;

function Progress({ row }: { row: BackupRow }) {
  const t = useTranslations('backup');
  const percent = row.rows_total ? Math.floor((100 * row.rows_done) / row.rows_total) : 0;
  return (
    <ProgressBar
      now={percent}
      label={`${percent}%`}
      animated
      aria-label={t('progress', { percent })}
      style={{ minWidth: '8rem' }}
    />
  );
}

export function BackupScreen({ schoolCode }: { schoolCode: string }) {
  const t = useTranslations('backup');
  const sizeText = useSizeText();
  const format = useSchoolFormat();
  const invalidate = useInvalidateAfterWrite();
  const list = useList<BackupRow>('/api/backups');
  const [starting, setStarting] = useState(false);
  const [deleting, setDeleting] = useState<BackupRow | null>(null);
  const [restoring, setRestoring] = useState(false);
  const rows = list.query.data?.data ?? [];
  const running = rows.some((r) => r.status === 'running');

  // While a backup is being made, follow its progress.
  useIntervalWhile(running, list.query.refetch, POLL_MS);

  const start = async () => {
    setStarting(true);
    try {
      const res = await apiFetch<{ message: string }>('/api/backups', { method: 'POST' });
      toast.success(res.message);
      await invalidate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('notStarted'));
    } finally {
      setStarting(false);
    }
  };

  const when = (iso: string) =>
    `${format.dateOf(iso)} ${new Date(iso).toLocaleTimeString(format.locale, {
      timeZone: format.timeZone,
      hour: '2-digit',
      minute: '2-digit',
    })}`;

  return (
    <section aria-labelledby="backup-title">
      <h1 id="backup-title" className="h3 mb-2">
        {t('title')}
      </h1>
      <p className="text-muted">{t('intro')}</p>
      <div className="d-flex gap-2 mb-3 flex-wrap">
        <Button onClick={start} disabled={starting || running || !list.query.isSuccess}>
          {running ? t('backingUp') : starting ? t('starting') : t('create')}
        </Button>
        <Button
          variant="outline-danger"
          onClick={() => setRestoring(true)}
          disabled={running || !list.query.isSuccess}
        >
          {t('openRestore')}
        </Button>
      </div>
      <DataTable<BackupRow>
        title={t('list.title')}
        list={list}
        emptyText={t('list.empty')}
        columns={[
          {
            header: t('list.made'),
            sort: 'created_at',
            cell: (r) => (
              <>
                {when(r.created_at)}
                {r.note && <div className="small text-muted">{r.note}</div>}
              </>
            ),
          },
          {
            header: t('list.status'),
            cell: (r) =>
              r.status === 'running' ? (
                <Progress row={r} />
              ) : r.status === 'failed' ? (
                <>
                  <StatusBadge status="failed" />
                  {r.error && <div className="small text-muted">{r.error}</div>}
                </>
              ) : (
                <StatusBadge status="ready" />
              ),
          },
          { header: t('list.size'), cell: (r) => sizeText(r.size_bytes) },
          { header: t('list.madeBy'), cell: (r) => r.created_by_name ?? '—' },
        ]}
        actions={(r) => (
          <div className="d-flex gap-1 justify-content-end">
            {r.status === 'done' && (
              // A real link (not a button): the browser downloads the archive itself.
              <a
                className="btn btn-sm btn-outline-primary"
                href={`/api/backups/${r.id}/download`}
                download
              >
                {t('list.download')}
              </a>
            )}
            {r.status !== 'running' && (
              <Button size="sm" variant="outline-danger" onClick={() => setDeleting(r)}>
                {t('list.delete')}
              </Button>
            )}
          </div>
        )}
      />
      {deleting && (
        <ConfirmDelete
          what={t('list.deleteWhat', { when: when(deleting.created_at) })}
          remove={() => apiFetch(`/api/backups/${deleting.id}`, { method: 'DELETE' })}
          onDone={() => {
            setDeleting(null);
            void invalidate();
          }}
        />
      )}
      {restoring && (
        <RestoreDialog
          schoolCode={schoolCode}
          when={when}
          onClose={() => setRestoring(false)}
          onRestored={() => {
            setRestoring(false);
            void invalidate();
          }}
        />
      )}
    </section>
  );
}

/** Calls `tick` every `ms` while `active` (a backup's progress). */
function useIntervalWhile(active: boolean, tick: () => unknown, ms: number) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void tick(), ms);
    return () => clearInterval(timer);
  }, [active, tick, ms]);
}
