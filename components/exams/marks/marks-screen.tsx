'use client';
/**
 * /exams/marks (issue 30 items 3–4): pick an exam, class-section and subject, then enter the
 * grid's marks with the keyboard, saved as you go; export and import the grid as a file;
 * submit it (the teacher) and publish (an admin). A published grid is locked until an admin
 * gives a reason to change it. The grid is read once per choice and after a workflow step,
 * never behind the user's back (a refetch would drop what is being typed).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useUrlState } from '@/components/ui/use-url-state';
import type { MarksGrid } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { GridFiles } from './grid-files';
import {
  GridPicker,
  gridsKey,
  type ExamRecord,
  type ExamSection,
  type GridChoice,
} from './grid-picker';
import { MarksGridTable } from './marks-grid';
import { WorkflowBar } from './workflow-bar';

export function MarksScreen() {
  const t = useTranslations('exams-marks');
  const { params, update } = useUrlState();
  const choice: GridChoice = {
    exam: params.get('exam_id') ?? '',
    section: params.get('class_section_id') ?? '',
    subject: params.get('subject_id') ?? '',
  };
  const choose = useCallback(
    (next: GridChoice) =>
      update({
        exam_id: next.exam || undefined,
        class_section_id: next.section || undefined,
        subject_id: next.subject || undefined,
      }),
    [update],
  );
  const chosen = choice.exam !== '' && choice.section !== '' && choice.subject !== '';

  return (
    <>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <GridPicker choice={choice} onChange={choose} />
      {chosen ? (
        <OpenGrid key={`${choice.exam}|${choice.section}|${choice.subject}`} choice={choice} />
      ) : (
        <p className="text-body-secondary">{t('pick.prompt')}</p>
      )}
    </>
  );
}

function OpenGrid({ choice }: { choice: GridChoice }) {
  const t = useTranslations('exams-marks');
  const queryClient = useQueryClient();
  const query = `class_section_id=${choice.section}&subject_id=${choice.subject}`;
  const path = `/api/exams/${choice.exam}/marks?${query}`;
  const [reason, setReason] = useState<string | null>(null);
  const [allSaved, setAllSaved] = useState(true);
  const grid = useQuery({
    queryKey: ['exam-grid', path],
    queryFn: async () => (await apiFetch<{ data: MarksGrid }>(path)).data,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const exam = useQuery({
    queryKey: ['exam', choice.exam],
    queryFn: async () => (await apiFetch<{ data: ExamRecord }>(`/api/exams/${choice.exam}`)).data,
  });
  const sections = useQuery({
    queryKey: ['exam-sections', choice.exam],
    queryFn: async () =>
      (await apiFetch<{ data: ExamSection[] }>(`/api/exams/${choice.exam}/results`)).data,
  });
  const readAgain = () => {
    void grid.refetch();
    void exam.refetch();
    void queryClient.invalidateQueries({ queryKey: gridsKey(choice.exam) });
  };

  if (grid.isPending)
    return (
      <div role="status" className="d-flex gap-2 align-items-center">
        <Spinner size="sm" animation="border" aria-hidden="true" /> {t('grid.loading')}
      </div>
    );
  if (grid.isError) return <Alert variant="danger">{grid.error.message}</Alert>;
  const data = grid.data;
  const locked = data.published && !reason;
  return (
    <>
      {exam.data && (
        <WorkflowBar
          grid={data}
          exam={exam.data}
          section={sections.data?.find((s) => s.id === data.class_section_id)}
          allSaved={allSaved}
          reason={reason}
          onReason={setReason}
          onChanged={readAgain}
        />
      )}
      <p className="small text-body-secondary" id="marks-keys">
        {t('grid.hint')}
      </p>
      <MarksGridTable
        key={grid.dataUpdatedAt}
        grid={data}
        path={path}
        locked={locked}
        reason={reason}
        onState={setAllSaved}
      />
      <GridFiles
        examId={data.exam_id}
        query={query}
        locked={locked}
        reason={reason}
        onImported={readAgain}
      />
    </>
  );
}
