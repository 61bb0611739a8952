'use client';
/**
 * Choosing a grid: the exam, then a class-section and a subject among the grids the caller may
 * open (the API answers a teacher only their own subjects' grids), kept in the address so a
 * reload or a shared link opens the same grid.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import type { ExamListRow, GridSummary } from '@/lib/api/modules/exams/types';
import { apiFetch } from '@/lib/client/api-fetch';

/** GET /api/exams/{id}: the exam and whether each of its classes is published. */
export type ExamRecord = {
  id: number;
  name: string;
  classes: { class_id: number; published_at: string | null }[];
};

/** A class-section of GET /api/exams/{id}/results: its class, and whether it is published. */
export type ExamSection = { id: number; name: string; class_id: number; published: boolean };

export type GridChoice = { exam: string; section: string; subject: string };

export const gridsKey = (exam: string) => ['exam-grids', exam];

export function GridPicker({
  choice,
  onChange,
}: {
  choice: GridChoice;
  onChange: (next: GridChoice) => void;
}) {
  const t = useTranslations('exams-marks');
  const exams = useQuery({
    queryKey: ['exams', 'for-marks'],
    queryFn: async () =>
      (await apiFetch<{ data: ExamListRow[] }>('/api/exams?per_page=100&sort=-id')).data,
  });
  const grids = useQuery({
    queryKey: gridsKey(choice.exam),
    enabled: choice.exam !== '',
    queryFn: async () =>
      (await apiFetch<{ data: GridSummary[] }>(`/api/exams/${choice.exam}/marks`)).data,
  });
  const sections = [
    ...new Map((grids.data ?? []).map((g) => [g.class_section_id, g.class_section_name])),
  ];
  const subjects = (grids.data ?? []).filter((g) => String(g.class_section_id) === choice.section);
  // One grid only (a teacher of one subject in one class): opened at once.
  const only = grids.data?.length === 1 ? grids.data[0] : undefined;
  useEffect(() => {
    if (only && choice.section === '')
      onChange({
        ...choice,
        section: String(only.class_section_id),
        subject: String(only.subject_id),
      });
  }, [only, choice, onChange]);

  return (
    <Row className="g-3 mb-3 align-items-end">
      <Pick
        id="marks-exam"
        wide
        label={t('pick.exam')}
        value={choice.exam}
        disabled={exams.isPending}
        empty={exams.isPending ? t('pick.loading') : t('pick.chooseExam')}
        options={(exams.data ?? []).map((x) => [
          x.id,
          t('pick.examOption', { name: x.name, year: x.session_year_name }),
        ])}
        onChange={(exam) => onChange({ exam, section: '', subject: '' })}
      />
      <Pick
        id="marks-section"
        label={t('pick.section')}
        value={choice.section}
        disabled={!grids.data}
        empty={t('pick.chooseSection')}
        options={sections}
        onChange={(section) => onChange({ ...choice, section, subject: '' })}
      />
      <Pick
        id="marks-subject"
        label={t('pick.subject')}
        value={choice.subject}
        disabled={!subjects.length}
        empty={t('pick.chooseSubject')}
        options={subjects.map((g) => [g.subject_id, g.subject_name])}
        onChange={(subject) => onChange({ ...choice, subject })}
      />
      {grids.data && grids.data.length === 0 && (
        <Col xs={12}>
          <p className="text-body-secondary mb-0">{t('pick.noGrids')}</p>
        </Col>
      )}
    </Row>
  );
}

function Pick(props: {
  id: string;
  /** The first picker takes a whole row on a small screen. */
  wide?: boolean;
  label: string;
  value: string;
  disabled: boolean;
  empty: string;
  options: [number, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Col sm={props.wide ? 12 : 6} md={4}>
      <Form.Group controlId={props.id}>
        <Form.Label className="small mb-1">{props.label}</Form.Label>
        <Form.Select
          value={props.value}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <option value="">{props.empty}</option>
          {props.options.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}
