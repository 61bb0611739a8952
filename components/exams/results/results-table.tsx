'use client';
/** A class-section's results: per student the marks of each subject, total, percentage, grade, point, result, rank and attendance. */
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import type { SubjectResultRow } from '@/lib/api/modules/exams/types';
import type { ExamResults } from './use-results';
import { ScrollRegion } from './scroll-region';

export function ResultsTable({ results }: { results: ExamResults }) {
  const t = useTranslations('exams-results');
  const cell = (c: SubjectResultRow | undefined) => {
    if (!c || c.state === 'pending') return '—';
    if (c.state === 'absent') return t('table.absent');
    if (c.state === 'exempt') return t('table.exempt');
    return `${c.marks}${c.grade ? ` (${c.grade})` : ''}`;
  };
  const outcome = (passed: boolean | null) =>
    passed === null ? '—' : passed ? t('table.passed') : t('table.failed');
  const percent = (v: number | null) => (v === null ? '—' : `${v}%`);
  return (
    <ScrollRegion
      label={t('table.caption', { exam: results.exam.name, section: results.class_section.name })}
    >
      <Table striped size="sm" className="align-middle" data-testid="results-table">
        <caption className="visually-hidden">
          {t('table.caption', { exam: results.exam.name, section: results.class_section.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('table.rank')}</th>
            <th scope="col">{t('table.roll')}</th>
            <th scope="col">{t('table.student')}</th>
            {results.subjects.map((s) => (
              <th scope="col" key={s.subject_id}>
                {s.subject_name} <span className="text-body-secondary small">/{s.max_marks}</span>
              </th>
            ))}
            <th scope="col">{t('table.total')}</th>
            <th scope="col">{t('table.percent')}</th>
            <th scope="col">{t('table.grade')}</th>
            <th scope="col">{t('table.gradePoint')}</th>
            <th scope="col">{t('table.result')}</th>
            <th scope="col">{t('table.attendance')}</th>
          </tr>
        </thead>
        <tbody>
          {results.students.map((s) => (
            <tr key={s.student_id}>
              <td data-testid="rank">{s.rank ?? '—'}</td>
              <td>{s.roll_number ?? ''}</td>
              <th scope="row">{s.name}</th>
              {results.subjects.map((sub) => (
                <td key={sub.subject_id}>
                  {cell(s.subjects.find((c) => c.subject_id === sub.subject_id))}
                </td>
              ))}
              <td>
                {s.total}/{s.max_total}
              </td>
              <td>{percent(s.percent)}</td>
              <td>{s.grade ?? '—'}</td>
              <td>{s.grade_point ?? '—'}</td>
              <td>{outcome(s.passed)}</td>
              <td>{percent(s.attendance_percent)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
