'use client';
/**
 * The solver job as it runs: a progress bar polling GET /api/jobs/{id} every second until the
 * job is done (or dead), then its outcome: the requirements that cannot be met, in words.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DraftJob } from './draft-types';

const FINISHED = new Set(['done', 'dead']);

/** The words of each requirement the solver names (solver/instance.ts, Problem's codes). */
const PROBLEMS: Record<string, string> = {
  noLoads: 'problem.noLoads',
  sectionOverBell: 'problem.sectionOverBell',
  teacherOverLimit: 'problem.teacherOverLimit',
  teacherNoTime: 'problem.teacherNoTime',
  lessonNoTime: 'problem.lessonNoTime',
  lessonUnplaced: 'problem.lessonUnplaced',
};

export function DraftProgress({
  jobId,
  onDone,
}: {
  jobId: number;
  onDone: (job: DraftJob) => void;
}) {
  const t = useTranslations('timetable-draft');
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: async () => (await apiFetch<{ data: DraftJob }>(`/api/jobs/${jobId}`)).data,
    refetchInterval: (query) =>
      query.state.data && FINISHED.has(query.state.data.state) ? false : 1000,
  });
  const data = job.data;
  const finished = data !== undefined && FINISHED.has(data.state);
  useEffect(() => {
    if (data && finished) onDone(data);
  }, [data, finished, onDone]);
  if (!data) return null;
  const progress = data.progress ?? 0;
  return (
    <div className="mt-3" data-testid="draft-progress">
      {!finished && (
        <ProgressBar
          now={progress}
          label={t('progress', { percent: progress })}
          aria-label={t('progress', { percent: progress })}
          animated
        />
      )}
      {data.state === 'dead' && (
        <Alert variant="danger">
          {t('failed')} {data.error}
        </Alert>
      )}
      {data.result && !data.result.ok && (
        <Alert variant="warning" data-testid="draft-problems">
          <p className="fw-semibold mb-2">{t('cannot')}</p>
          <ul className="mb-0">
            {data.result.problems.map((p, i) => (
              <li key={i}>{t(PROBLEMS[p.code] ?? 'problem.lessonUnplaced', p.values)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {data.result?.ok && (
        <Alert variant="success" data-testid="draft-done">
          {t(data.result.optimal ? 'doneOptimal' : 'doneInTime', {
            count: data.result.sections.length,
            seconds: data.result.seconds,
          })}
        </Alert>
      )}
    </div>
  );
}
