'use client';
/**
 * /exams/results (issue 30, items 5 and 7): an exam's results for a class-section — per student
 * the marks of each subject, total, percentage, grade, grade point, result, rank and attendance
 * — then its analysis (per subject average, highest, lowest, pass rate; the grade distribution
 * as a chart; the toppers), and the whole mark sheet as CSV or XLSX for the office. A guardian
 * sees their own children's rows of published results.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslations } from 'use-intl';
import { usePermissions } from '@/components/ui/use-permissions';
import { ExamPicker } from './exam-picker';
import { ResultsAnalysis } from './results-analysis';
import { ResultsTable } from './results-table';
import { useExamResults } from './use-results';

export function ResultsScreen() {
  const t = useTranslations('exams-results');
  const { can } = usePermissions();
  const [exam, setExam] = useState('');
  const [section, setSection] = useState('');
  const results = useExamResults(exam, section);
  const sheet = (format: 'csv' | 'xlsx') =>
    `/api/exams/${exam}/mark-sheet?class_section_id=${section}&format=${format}`;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('results.title')}
      </h1>
      <ExamPicker exam={exam} section={section} onExam={setExam} onSection={setSection} />
      {results.data && (
        <>
          {!results.data.published && <Alert variant="warning">{t('results.provisional')}</Alert>}
          {(can('exam-marks') || can('exam-publish')) && (
            <p className="d-flex gap-2">
              <a className="btn btn-outline-secondary btn-sm" href={sheet('csv')} download>
                {t('results.exportCsv')}
              </a>
              <a className="btn btn-outline-secondary btn-sm" href={sheet('xlsx')} download>
                {t('results.exportXlsx')}
              </a>
            </p>
          )}
          <ResultsTable results={results.data} />
          <ResultsAnalysis results={results.data} />
        </>
      )}
      {results.data?.students.length === 0 && <p>{t('results.none')}</p>}
    </section>
  );
}
