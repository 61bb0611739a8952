'use client';
/** The exam and class-section the results and report-card screens show (the first of each by default). */
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { useExamSections, useExams } from './use-results';

export function ExamPicker({
  exam,
  section,
  onExam,
  onSection,
}: {
  exam: string;
  section: string;
  onExam: (id: string) => void;
  onSection: (id: string) => void;
}) {
  const t = useTranslations('exams-results');
  const exams = useExams();
  const sections = useExamSections(exam);
  const firstExam = exams.data?.[0]?.id;
  const firstSection = sections.data?.[0]?.id;
  useEffect(() => {
    if (exam === '' && firstExam !== undefined) onExam(String(firstExam));
  }, [exam, firstExam, onExam]);
  useEffect(() => {
    if (section === '' && firstSection !== undefined) onSection(String(firstSection));
  }, [section, firstSection, onSection]);
  return (
    <div className="row g-3 mb-3">
      <Form.Group className="col-sm-6 col-lg-4" controlId="results-exam">
        <Form.Label>{t('picker.exam')}</Form.Label>
        <Form.Select
          value={exam}
          onChange={(e) => {
            onExam(e.target.value);
            onSection('');
          }}
        >
          <option value="">{t('picker.chooseExam')}</option>
          {(exams.data ?? []).map((x) => (
            <option key={x.id} value={x.id}>
              {x.name} ({x.session_year_name})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-sm-6 col-lg-4" controlId="results-section">
        <Form.Label>{t('picker.classSection')}</Form.Label>
        <Form.Select value={section} onChange={(e) => onSection(e.target.value)} disabled={!exam}>
          <option value="">{t('picker.chooseSection')}</option>
          {(sections.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.published ? s.name : t('picker.unpublished', { name: s.name })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
