'use client';
/**
 * The grid's workflow: its state (not started, draft, submitted; published), the teacher's
 * Submit, the admin's Publish of this class or of the whole exam (a dialog states what
 * publishing does; a published class is published again only by the explicit "Publish
 * again"), and after publishing the admin's way to change marks: a reason, asked once, sent
 * with every change and kept in the audit log.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { ConfirmDialog, KeepOpen } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import type { MarksGrid } from '@/lib/api/modules/exams/types';
import type { ExamRecord, ExamSection } from './grid-picker';
import { apiFetch } from '@/lib/client/api-fetch';

type Dialog = 'class' | 'exam' | 'reason' | null;

export function WorkflowBar({
  grid,
  exam,
  section,
  allSaved,
  reason,
  onReason,
  onChanged,
}: {
  grid: MarksGrid;
  exam: ExamRecord;
  section: ExamSection | undefined;
  allSaved: boolean;
  reason: string | null;
  onReason: (reason: string) => void;
  /** Something changed the grid's state: read it again. */
  onChanged: () => void;
}) {
  const t = useTranslations('exams-marks');
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [draftReason, setDraftReason] = useState('');
  const mayPublish = can('exam-publish');
  const gridBody = { class_section_id: grid.class_section_id, subject_id: grid.subject_id };

  const submit = async () => {
    const res = await apiFetch<{ message: string }>(`/api/exams/${grid.exam_id}/submit`, {
      method: 'POST',
      body: JSON.stringify(gridBody),
    }).catch((e: Error) => {
      toast.error(e.message);
      return null;
    });
    if (!res) return;
    toast.success(res.message);
    onChanged();
  };

  // The whole exam publishes the classes not published yet; once all are, it is republished.
  const waiting = exam.classes.filter((c) => !c.published_at).map((c) => c.class_id);
  const wholeAgain = !waiting.length;
  const again = (whole: boolean) => (whole ? wholeAgain : grid.published);
  const publish = async (whole: boolean) => {
    const classIds = whole ? (wholeAgain ? null : waiting) : section ? [section.class_id] : null;
    const res = await apiFetch<{ message: string }>(`/api/exams/${grid.exam_id}/publish`, {
      method: 'POST',
      body: JSON.stringify({ class_ids: classIds, republish: again(whole) }),
    });
    toast.success(res.message);
    onChanged();
  };

  const stateWords = {
    empty: t('workflow.status.empty'),
    draft: t('workflow.status.draft'),
    submitted: t('workflow.status.submitted'),
  };
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <span className="small">
          {t('workflow.paper', { max: grid.max_marks, pass: grid.pass_marks })}
        </span>
        <Badge bg="secondary" data-testid="marks-sheet-status">
          {stateWords[grid.status]}
        </Badge>
        {grid.published && <Badge bg="success">{t('workflow.published')}</Badge>}
        <span className="ms-auto d-flex flex-wrap gap-2">
          {!grid.published && grid.status !== 'submitted' && (
            <Button size="sm" disabled={!allSaved} onClick={() => void submit()}>
              {t('workflow.submit')}
            </Button>
          )}
          {mayPublish && (
            <>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={!allSaved || !section}
                onClick={() => setDialog('class')}
              >
                {grid.published
                  ? t('workflow.republishClass', { section: grid.class_section_name })
                  : t('workflow.publishClass', { section: grid.class_section_name })}
              </Button>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={!allSaved}
                onClick={() => setDialog('exam')}
              >
                {wholeAgain ? t('workflow.republishExam') : t('workflow.publishExam')}
              </Button>
            </>
          )}
        </span>
      </div>
      {grid.published && (
        <Alert variant={reason ? 'warning' : 'info'} className="d-flex flex-wrap gap-2 py-2">
          <span className="me-auto">
            {reason ? t('workflow.changingWith', { reason }) : t('workflow.locked')}
          </span>
          {mayPublish && !reason && (
            <Button size="sm" variant="outline-secondary" onClick={() => setDialog('reason')}>
              {t('workflow.change')}
            </Button>
          )}
        </Alert>
      )}
      {(dialog === 'class' || dialog === 'exam') && (
        <ConfirmDialog
          title={
            again(dialog === 'exam') ? t('workflow.republishTitle') : t('workflow.publishTitle')
          }
          confirmLabel={again(dialog === 'exam') ? t('workflow.republish') : t('workflow.publish')}
          busyLabel={t('workflow.publishing')}
          failed={t('workflow.publishFailed')}
          onConfirm={() => publish(dialog === 'exam')}
          onClose={() => setDialog(null)}
        >
          <p>
            {dialog === 'exam'
              ? t('workflow.publishExamText', { exam: exam.name, count: exam.classes.length })
              : t('workflow.publishClassText', {
                  exam: exam.name,
                  section: grid.class_section_name,
                })}
          </p>
          <p className="mb-0">{t('workflow.publishLocks')}</p>
        </ConfirmDialog>
      )}
      {dialog === 'reason' && (
        <ConfirmDialog
          title={t('workflow.reasonTitle')}
          confirmLabel={t('workflow.reasonConfirm')}
          busyLabel={t('workflow.reasonConfirm')}
          failed={t('workflow.reasonTitle')}
          confirmDisabled={!draftReason.trim()}
          onConfirm={async () => {
            if (!draftReason.trim()) throw new KeepOpen();
            onReason(draftReason.trim());
          }}
          onClose={() => setDialog(null)}
        >
          <p>{t('workflow.reasonText')}</p>
          <Form.Group controlId="marks-change-reason">
            <Form.Label>{t('workflow.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={draftReason}
              onChange={(e) => setDraftReason(e.target.value)}
            />
          </Form.Group>
        </ConfirmDialog>
      )}
    </div>
  );
}
