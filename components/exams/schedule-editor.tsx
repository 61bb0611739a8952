'use client';
/**
 * One class's papers, editable in place: a row per subject of the class (date, start and end
 * time, maximum and pass marks; a row without a date has no paper). Save sends the exam's whole
 * schedule with this class's rows; a 422 shows each message on the row it names (a class sitting
 * two subjects at once), any other refusal above the table. A published class is read-only.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { toast } from '@/components/ui/toast';
import type { PaperRow } from '@/lib/api/modules/exams/types';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { rowErrors, rowsOf, scheduleBody, scheduleKey, type EditRow } from './schedule-rows';
import { ScheduleTable } from './schedule-table';

/** The subjects taught in a class (its class-subjects), by name. */
function useClassSubjects(classId: number) {
  return useQuery({
    queryKey: ['exam-class-subjects', classId],
    queryFn: async () => {
      const rows = (
        await apiFetch<{ data: { subject_id: number; subject: string }[] }>(
          `/api/class-subjects?class_id=${classId}&per_page=100&total=omit`,
        )
      ).data;
      const named = new Map(rows.map((r) => [r.subject_id, r.subject]));
      return [...named].map(([id, name]) => ({ id, name }));
    },
  });
}

type Props = {
  examId: number;
  classId: number;
  className: string;
  papers: PaperRow[];
  locked: boolean;
};

export function ScheduleEditor(props: Props) {
  const subjects = useClassSubjects(props.classId);
  if (props.locked || subjects.isPending)
    return <ScheduleTable papers={props.papers.filter((p) => p.class_id === props.classId)} />;
  return <EditorTable {...props} subjects={subjects.data ?? []} />;
}

const FIELDS = ['start_time', 'end_time', 'max_marks', 'pass_marks'] as const;

function EditorTable(props: Props & { subjects: { id: number; name: string }[] }) {
  const t = useTranslations('exams');
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<EditRow[]>(() =>
    rowsOf(props.classId, props.subjects, props.papers),
  );
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const change = (subjectId: number, patch: Partial<EditRow>) =>
    setRows((all) => all.map((r) => (r.subject_id === subjectId ? { ...r, ...patch } : r)));

  const save = async () => {
    const body = scheduleBody(props.classId, rows, props.papers);
    setSaving(true);
    setErrors(new Map());
    setRefusal('');
    try {
      const res = await apiFetch<{ message: string }>(`/api/exams/${props.examId}/schedule`, {
        method: 'PUT',
        body: JSON.stringify({ papers: body.papers }),
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: scheduleKey(props.examId) });
    } catch (error) {
      const onRows =
        error instanceof ApiRequestError ? rowErrors(error.fieldErrors, body.subjectAt) : new Map();
      setErrors(onRows);
      if (!onRows.size) setRefusal(error instanceof Error ? error.message : t('schedule.failed'));
    } finally {
      setSaving(false);
    }
  };

  const labelled = (row: EditRow, field: string) => `${row.subject_name}: ${field}`;
  const fieldLabel = {
    start_time: t('schedule.start'),
    end_time: t('schedule.end'),
    max_marks: t('schedule.maxMarks'),
    pass_marks: t('schedule.passMarks'),
  };
  return (
    <div data-testid={`schedule-class-${props.classId}`}>
      <div className="no-print">
        {refusal && <Alert variant="danger">{refusal}</Alert>}
        <div className="table-responsive">
          <Table size="sm" bordered className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t('schedule.subject')}</th>
                <th scope="col">{t('schedule.date')}</th>
                {FIELDS.map((f) => (
                  <th scope="col" key={f}>
                    {fieldLabel[f]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const error = errors.get(row.subject_id);
                return (
                  <tr key={row.subject_id} data-subject={row.subject_name}>
                    <th scope="row">
                      {row.subject_name}
                      {error && (
                        <div className="text-danger small fw-normal" role="alert">
                          {error}
                        </div>
                      )}
                    </th>
                    <td style={{ minWidth: '11rem' }}>
                      <DateInput
                        size="sm"
                        value={row.date}
                        onChange={(date) => change(row.subject_id, { date })}
                        aria-label={labelled(row, t('schedule.date'))}
                        isInvalid={Boolean(error)}
                      />
                    </td>
                    {FIELDS.map((f) => (
                      <td key={f}>
                        <Form.Control
                          size="sm"
                          type={f.endsWith('time') ? 'time' : 'number'}
                          min={f.endsWith('marks') ? 0 : undefined}
                          step={f.endsWith('marks') ? 0.01 : undefined}
                          value={row[f]}
                          onChange={(e) => change(row.subject_id, { [f]: e.target.value })}
                          aria-label={labelled(row, fieldLabel[f])}
                          isInvalid={Boolean(error)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? t('schedule.saving') : t('schedule.save', { class: props.className })}
        </Button>
      </div>
      <div className="print-only">
        <ScheduleTable papers={props.papers.filter((p) => p.class_id === props.classId)} />
      </div>
    </div>
  );
}
