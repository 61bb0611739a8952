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
import { noteOf, outcomeOf, type DraftJob, type SolvingNote } from './draft-types';

const FINISHED = new Set(['done', 'dead']);

/** A school with few rooms may leave hundreds of lessons without one: the first are enough. */
const PROBLEMS_SHOWN = 12;

/** The words of each requirement the solver names (solver/instance.ts, Problem's codes). */
const PROBLEMS: Record<string, string> = {
  noLoads: 'problem.noLoads',
  sectionOverBell: 'problem.sectionOverBell',
  teacherOverLimit: 'problem.teacherOverLimit',
  teacherNoTime: 'problem.teacherNoTime',
  lessonNoTime: 'problem.lessonNoTime',
  lessonUnplaced: 'problem.lessonUnplaced',
  lessonNoRoom: 'problem.lessonNoRoom',
};

/** The solve's figures so far, in words: how long, and how many lessons its best places. */
function SolvingLine({ note }: { note: SolvingNote }) {
  const t = useTranslations('timetable-draft');
  return (
    <p className="small text-body-secondary mt-2 mb-0" data-testid="draft-solving">
      {note.placed === null
        ? t('solvingNoneYet', { seconds: note.seconds })
        : t('solving', { seconds: note.seconds, placed: note.placed, required: note.required })}
    </p>
  );
}

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
  const outcome = outcomeOf(data);
  const note = noteOf(data);
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
      {!finished && note && <SolvingLine note={note} />}
      {data.state === 'dead' && (
        <Alert variant="danger">
          {t('failed')} {data.error}
        </Alert>
      )}
      {outcome && outcome.problems.length > 0 && (
        <Alert variant="warning" data-testid="draft-problems">
          <p className="fw-semibold mb-2">{t(outcome.ok ? 'warnings' : 'cannot')}</p>
          <ul className="mb-0">
            {outcome.problems.slice(0, PROBLEMS_SHOWN).map((p, i) => (
              <li key={i}>{t(PROBLEMS[p.code] ?? 'problem.lessonUnplaced', p.values)}</li>
            ))}
            {outcome.problems.length > PROBLEMS_SHOWN && (
              <li>{t('moreProblems', { count: outcome.problems.length - PROBLEMS_SHOWN })}</li>
            )}
          </ul>
        </Alert>
      )}
      {outcome?.ok && (
        <Alert variant="success" data-testid="draft-done">
          {t(outcome.optimal ? 'doneOptimal' : 'doneInTime', {
            count: outcome.sections.length,
            seconds: outcome.seconds,
          })}
        </Alert>
      )}
    </div>
  );
}
