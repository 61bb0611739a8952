'use client';
/**
 * /exams/grading-scales: the school's grading scales, each with its kind, whether it is the
 * default, the classes it grades and its bands (lowest percentage → grade, point, remark);
 * "Add scale" for exam-create, Edit for exam-edit (./scale-editor.tsx).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePermissions } from '@/components/ui/use-permissions';
import type { GradingScaleRow } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { useMetaOptions } from './meta-options';
import { ScaleEditor } from './scale-editor';

const SCALES_KEY = ['grading-scales'] as const;

type Editing = { scale: GradingScaleRow | null } | null;

export function GradingScalesScreen() {
  const t = useTranslations('exams');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const classes = useMetaOptions('classes');
  const [editing, setEditing] = useState<Editing>(null);
  const scales = useQuery({
    queryKey: SCALES_KEY,
    queryFn: async () => (await apiFetch<{ data: GradingScaleRow[] }>('/api/grading-scales')).data,
  });
  const className = (id: number) => classes.find((c) => c.value === id)?.label ?? '';
  const band = (b: GradingScaleRow['bands'][number]) =>
    b.min_percent === null
      ? b.grade
      : t('scales.bandSummary', { grade: b.grade, min: b.min_percent, point: b.grade_point ?? 0 });
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('screens.gradingScales')}
        </h1>
        {can('exam-create') && (
          <Button className="ms-auto no-print" onClick={() => setEditing({ scale: null })}>
            {t('scales.add')}
          </Button>
        )}
      </div>
      {scales.isError && <Alert variant="danger">{scales.error.message}</Alert>}
      {scales.isPending ? (
        <p>{t('pick.loading')}</p>
      ) : !scales.data?.length ? (
        <p className="text-muted">{t('scales.empty')}</p>
      ) : (
        // A list of cards rather than a table: the bands wrap on a phone instead of scrolling.
        <ul className="list-unstyled d-grid gap-2">
          {scales.data.map((s) => (
            <li key={s.id} className="border rounded p-2" data-testid="grading-scale">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <h2 className="h6 mb-0">{s.name}</h2>
                {s.is_default && <StatusBadge status="default" />}
                {can('exam-edit') && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="ms-auto no-print"
                    onClick={() => setEditing({ scale: s })}
                    aria-label={t('scales.editNamed', { name: s.name })}
                  >
                    {t('scales.edit')}
                  </Button>
                )}
              </div>
              <dl className="row mb-0 small">
                <dt className="col-sm-2">{t('scales.kind')}</dt>
                <dd className="col-sm-10 mb-1">
                  {s.kind === 'marks' ? t('scales.kindMarks') : t('scales.kindCoScholastic')}
                </dd>
                {s.class_ids.length > 0 && (
                  <>
                    <dt className="col-sm-2">{t('scales.classes')}</dt>
                    <dd className="col-sm-10 mb-1">{s.class_ids.map(className).join(', ')}</dd>
                  </>
                )}
                <dt className="col-sm-2">{t('scales.bands')}</dt>
                <dd className="col-sm-10 mb-0">{s.bands.map(band).join(' · ')}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ScaleEditor
          key={editing.scale?.id ?? 'new'}
          scale={editing.scale}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: SCALES_KEY });
          }}
        />
      )}
    </section>
  );
}
