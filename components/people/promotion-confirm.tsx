'use client';
/**
 * The promotion's confirmation: what will happen (per class-section: students promoted,
 * repeating, leaving) before anything moves; on confirmation the batches run one after the
 * other with a progress bar, and the dialog ends with the totals.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
// Types only: erased from the browser bundle.
import type { PromotionBatch, PromotionPreview } from '@/lib/api/modules/people/types';

export type { PromotionPreview };

export function PromotionConfirm(props: {
  plan: unknown;
  preview: PromotionPreview;
  nameOf: (classSectionId: number) => string;
  intoSession: string;
  onClose: (summary?: string) => void;
}) {
  const { preview } = props;
  const t = useTranslations('people');
  const [done, setDone] = useState<{
    moved: number;
    promoted: number;
    repeating: number;
    left: number;
  } | null>(null);
  const [error, setError] = useState('');
  const running = done !== null && done.moved < preview.students && !error;

  const run = async () => {
    setError('');
    const totals = { moved: 0, promoted: 0, repeating: 0, left: 0 };
    setDone({ ...totals });
    try {
      for (;;) {
        const { data } = await apiFetch<{ data: PromotionBatch }>('/api/promotions', {
          method: 'POST',
          body: JSON.stringify(props.plan),
        });
        totals.moved += data.moved;
        totals.promoted += data.promoted;
        totals.repeating += data.repeating;
        totals.left += data.left;
        setDone({ ...totals });
        if (data.remaining === 0) break;
      }
      props.onClose(t('promotion.complete', totals));
    } catch (e) {
      // Each batch is its own transaction: what moved stays moved, and "Continue" resumes.
      setError(e instanceof Error ? e.message : t('promotion.stopped'));
    }
  };

  const percent = preview.students ? Math.round(((done?.moved ?? 0) * 100) / preview.students) : 0;
  return (
    <Modal
      show
      onHide={() => !running && props.onClose()}
      aria-labelledby="promotion-confirm-title"
      size="lg"
    >
      <Modal.Header closeButton={!running}>
        <Modal.Title id="promotion-confirm-title" as="h2" className="h5">
          {t('promotion.confirmTitle', { count: preview.students, session: props.intoSession })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Table size="sm" className="align-middle">
          <caption className="visually-hidden">{t('promotion.confirmCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.from')}</th>
              <th scope="col">{t('history.to')}</th>
              <th scope="col" className="text-end">
                {t('promotion.promoted')}
              </th>
              <th scope="col" className="text-end">
                {t('promotion.repeating')}
              </th>
              <th scope="col" className="text-end">
                {t('promotion.leaving')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.sections.map((s) => (
              <tr key={s.from_class_section_id}>
                <td>{props.nameOf(s.from_class_section_id)}</td>
                <td>{props.nameOf(s.to_class_section_id)}</td>
                <td className="text-end">{s.promoted}</td>
                <td className="text-end">{s.repeating}</td>
                <td className="text-end">{s.left}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row" colSpan={2}>
                {t('promotion.total')}
              </th>
              <td className="text-end">{preview.promoted}</td>
              <td className="text-end">{preview.repeating}</td>
              <td className="text-end">{preview.left}</td>
            </tr>
          </tfoot>
        </Table>
        <p className="small text-muted mb-2">
          {t('promotion.explain', { session: props.intoSession })}
        </p>
        {done && (
          <ProgressBar
            now={percent}
            label={t('promotion.moved', { moved: done.moved, total: preview.students })}
            aria-label={t('promotion.movedLabel')}
            className="mb-2"
          />
        )}
        {error && <Alert variant="danger">{error}</Alert>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => props.onClose()} disabled={running}>
          {t('profile.cancel')}
        </Button>
        <Button onClick={run} disabled={running || preview.students === 0}>
          {running
            ? t('promotion.promoting')
            : error
              ? t('promotion.continue')
              : t('promotion.promoteStudents', { count: preview.students })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
