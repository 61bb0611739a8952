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
import Table from 'react-bootstrap/Table';
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
        <Table responsive bordered size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('scales.name')}</th>
              <th scope="col">{t('scales.kind')}</th>
              <th scope="col">{t('scales.classes')}</th>
              <th scope="col">{t('scales.bands')}</th>
              {can('exam-edit') && (
                <th scope="col">
                  <span className="visually-hidden">{t('scales.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {scales.data.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.name} {s.is_default && <StatusBadge status="default" />}
                </th>
                <td>{s.kind === 'marks' ? t('scales.kindMarks') : t('scales.kindCoScholastic')}</td>
                <td>{s.class_ids.map(className).join(', ')}</td>
                <td>{s.bands.map(band).join(' · ')}</td>
                {can('exam-edit') && (
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setEditing({ scale: s })}
                      aria-label={t('scales.editNamed', { name: s.name })}
                    >
                      {t('scales.edit')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
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
