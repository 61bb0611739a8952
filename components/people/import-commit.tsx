'use client';
/**
 * Committing a staged import: POST /api/imports/{id}/commit again and again, each a bounded
 * step, until the answer says done; the progress bar follows the rows checked.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { apiFetch } from '@/lib/client/api-fetch';

export type Progress = {
  id: number;
  total_rows: number;
  skipped_rows: number;
  prepared_rows: number;
  created_rows: number;
  done: boolean;
};

const MAX_STEPS = 10_000;

export function ImportCommit({ batchId, toCreate }: { batchId: number; toCreate: number }) {
  const invalidate = useInvalidateAfterWrite();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const [running, setRunning] = useState(false);
  const t = useTranslations('people');

  const run = async () => {
    setRunning(true);
    setProblem('');
    try {
      for (let step = 0; step < MAX_STEPS; step++) {
        const res = await apiFetch<{ data: Progress; message: string }>(
          `/api/imports/${batchId}/commit`,
          { method: 'POST' },
        );
        setProgress(res.data);
        setMessage(res.message);
        if (res.data.done) break;
      }
      await invalidate();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('import.stopped'));
    } finally {
      setRunning(false);
    }
  };

  const total = progress?.total_rows ?? 0;
  const percent = progress
    ? progress.done
      ? 100
      : Math.round((100 * progress.prepared_rows) / Math.max(1, total))
    : 0;
  return (
    <div>
      {!progress?.done && (
        <Button onClick={() => void run()} disabled={running}>
          {running ? t('import.importing') : t('import.importRows', { count: toCreate })}
        </Button>
      )}
      {(running || progress) && (
        <div className="progress my-3">
          <div
            className={`progress-bar${running ? ' progress-bar-striped progress-bar-animated' : ''}`}
            role="progressbar"
            aria-label={t('import.progress')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${percent}%` }}
          >
            {percent}%
          </div>
        </div>
      )}
      <p aria-live="polite" className="mb-2">
        {message}
      </p>
      {progress?.done && (
        <Alert variant="success">
          {t('import.complete', {
            created: progress.created_rows,
            skipped: progress.skipped_rows,
          })}
        </Alert>
      )}
      {problem && (
        <Alert variant="danger">
          {problem} {t('import.tryAgain')}
        </Alert>
      )}
    </div>
  );
}
