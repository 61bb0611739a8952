'use client';
/**
 * The grid's saving state in words, announced politely: saved, unsaved changes, saving…, or
 * not saved with the reason and a Retry; cells with errors are counted (they wait until fixed).
 */
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import type { useGridSave } from './use-grid-save';

const TONE = {
  saved: 'text-success-emphasis',
  pending: 'text-body-secondary',
  saving: 'text-body-secondary',
  error: 'text-danger-emphasis',
} as const;

export function SaveStatus({
  saving,
  problems,
}: {
  saving: ReturnType<typeof useGridSave>;
  problems: number;
}) {
  const t = useTranslations('exams-marks');
  // A save that ended while more was typed: that is still waiting, not saved.
  const state = saving.state === 'saved' && saving.unsaved ? 'pending' : saving.state;
  const words = {
    saved: t('state.saved'),
    pending: t('state.pending'),
    saving: t('state.saving'),
    error: saving.failure ? t('state.failed', { message: saving.failure }) : t('state.error'),
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2 small">
      <span role="status" data-testid="marks-save-state" className={TONE[state]}>
        {words[state]}
        {problems > 0 && ` · ${t('state.invalid', { count: problems })}`}
      </span>
      {saving.state === 'error' && saving.failure && (
        <Button size="sm" variant="outline-danger" onClick={saving.retry}>
          {t('state.retry')}
        </Button>
      )}
    </div>
  );
}
