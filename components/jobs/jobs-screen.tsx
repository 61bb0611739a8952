'use client';
/**
 * /background-jobs (School Admin): every queue's jobs of the school — notifications, and the
 * reports, imports and backups later modules put on the queue — over GET /api/jobs, dead ones
 * first (the state filter opens on "Dead"; its value in the address). Read-only but for Retry on
 * a dead or failed job (POST /api/jobs/{id}/retry), which answers with a toast and shows the
 * job's new state in place. A delivery's own retry is on the notification log.
 */
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { useRetry } from '@/components/ui/use-retry';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { formatInstant } from '@/lib/calendar/instants';
import type { JobRowOf } from '@/lib/api/modules/jobs/types';
import type { JobState } from '@/lib/db/schema/jobs-values';

const JOBS_PATH = '/api/jobs';

/** GET /api/jobs: one job (instants ISO 8601). */
type JobRow = JobRowOf<string>;

const retryable = (row: JobRow) => row.state === 'dead' || row.state === 'failed';

function useJobStateNames(): Record<JobState, string> {
  const t = useTranslations('background-jobs');
  return {
    queued: t('states.queued'),
    running: t('states.running'),
    failed: t('states.failed'),
    done: t('states.done'),
    dead: t('states.dead'),
  };
}

export function BackgroundJobsScreen() {
  const t = useTranslations('background-jobs');
  const format = useSchoolFormat();
  const states = useJobStateNames();
  // Opens on the dead ones; "All states" is the empty choice, kept in the address as `all`.
  const [chosen, setChosen] = useUrlFilter('state');
  const state = chosen || 'dead';
  const list = useList<JobRow>(JOBS_PATH, { state: state === 'all' ? undefined : state });
  const retries = useRetry<JobRow>((id) => `${JOBS_PATH}/${id}/retry`);
  const when = (iso: string) => formatInstant(iso, format.dateFormat, format.timeZone);

  return (
    <section aria-labelledby="background-jobs-title">
      <h1 id="background-jobs-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <DataTable<JobRow>
        title={t('tableTitle')}
        list={list}
        emptyText={t('empty')}
        filters={
          <FilterSelect
            id="filter-job-state"
            label={t('state')}
            all={t('allStates')}
            value={state === 'all' ? '' : state}
            onChange={(value) => setChosen(value || 'all')}
            options={(Object.entries(states) as [JobState, string][]).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        }
        actions={(listed) => {
          const r = retries.current(listed);
          return retryable(r) ? (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={retries.busy}
              onClick={() => void retries.retry([r.id])}
            >
              {t('retry')}
            </Button>
          ) : null;
        }}
        columns={[
          { header: t('id'), sort: 'id', cell: (r) => r.id },
          { header: t('queue'), sort: 'queue', cell: (r) => r.queue },
          { header: t('key'), cell: (r) => <span className="text-break">{r.key ?? ''}</span> },
          {
            header: t('state'),
            cell: (listed) => {
              const r = retries.current(listed);
              return (
                <>
                  <StatusBadge status={r.state} label={states[r.state] ?? r.state} />
                  {r.last_error && r.state !== 'done' && (
                    <div className="small text-danger-emphasis text-break">
                      {t('error', { error: r.last_error })}
                    </div>
                  )}
                </>
              );
            },
          },
          {
            header: t('attempts'),
            cell: (listed) => {
              const r = retries.current(listed);
              return t('attemptsOf', { attempt: r.attempt, max: r.max_attempts });
            },
          },
          {
            header: t('runAt'),
            sort: 'run_at',
            cell: (listed) => when(retries.current(listed).run_at),
          },
        ]}
      />
    </section>
  );
}
