'use client';
/**
 * The drafts waiting (GET /api/timetables/drafts) with the solver's figures where this screen
 * ran the job: lessons placed of those asked, subjects kept to one lesson a day; a link to
 * view each; "Publish all" (together, each checked for clashes against the others' new lessons;
 * one clash refuses all, named) and "Discard".
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { usePermissions } from '@/components/ui/use-permissions';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DraftedFigures, DraftRow } from './draft-types';

type Dialog = 'publish' | 'discard' | null;

export function DraftList({
  drafts,
  figures,
  onChanged,
}: {
  drafts: readonly DraftRow[];
  figures: ReadonlyMap<number, DraftedFigures>;
  onChanged: () => void;
}) {
  const t = useTranslations('timetable-draft');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);

  /** Publish: one request for all (checked together); discard: one per draft. */
  const each = async (publish: boolean) => {
    if (publish) {
      await apiFetch('/api/timetables/drafts/publish', {
        method: 'POST',
        body: JSON.stringify({ version_ids: drafts.map((d) => d.id) }),
      });
      onChanged();
      toast.success(t('publishedAll', { count: drafts.length }));
      return;
    }
    let done = 0;
    try {
      for (const d of drafts) {
        await apiFetch(`/api/timetables/versions/${d.id}`, { method: 'DELETE' }).catch(
          (e: Error) => {
            throw new Error(t('refused', { class: d.class_section, reason: e.message }));
          },
        );
        done++;
      }
    } finally {
      if (done) onChanged();
    }
    toast.success(t('discardedAll', { count: done }));
  };

  if (!drafts.length) return <p className="text-body-secondary mt-3">{t('none')}</p>;
  return (
    <>
      <Table responsive size="sm" className="mt-3" data-testid="draft-list">
        <caption className="caption-top">{t('listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.section')}</th>
            <th scope="col">{t('column.from')}</th>
            <th scope="col">{t('column.placed')}</th>
            <th scope="col">{t('column.spread')}</th>
            <th scope="col">{t('column.view')}</th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((d) => {
            const f = figures.get(d.id);
            return (
              <tr key={d.id}>
                <td>{d.class_section}</td>
                <td>{format.date(d.effective_from)}</td>
                <td>{f ? t('ofAsked', { count: f.placed, total: f.required }) : '—'}</td>
                <td>{f ? t('ofAsked', { count: f.spread_met, total: f.spread_total }) : '—'}</td>
                <td>
                  <a
                    href={`/timetable?class_section_id=${d.class_section_id}&version_id=${d.id}`}
                    aria-label={t('viewOf', { class: d.class_section })}
                  >
                    {t('view')}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap gap-2">
        {can('timetable-edit') && (
          <Button onClick={() => setDialog('publish')} data-testid="draft-publish-all">
            {t('publishAll')}
          </Button>
        )}
        {can('timetable-delete') && (
          <Button variant="outline-danger" onClick={() => setDialog('discard')}>
            {t('discardAll')}
          </Button>
        )}
      </div>
      {dialog && (
        <ConfirmDialog
          title={t(dialog === 'publish' ? 'publishAll' : 'discardAll')}
          confirmLabel={t(dialog === 'publish' ? 'publishAll' : 'discardAll')}
          busyLabel={t(dialog === 'publish' ? 'publishing' : 'discarding')}
          failed={t('actionFailed')}
          variant={dialog === 'publish' ? 'primary' : 'danger'}
          onConfirm={() => each(dialog === 'publish')}
          onClose={() => setDialog(null)}
        >
          {t(dialog === 'publish' ? 'publishExplain' : 'discardExplain', {
            count: drafts.length,
          })}
        </ConfirmDialog>
      )}
    </>
  );
}
