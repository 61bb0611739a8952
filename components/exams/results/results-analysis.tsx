'use client';
/**
 * The analysis of a class-section's results (issue 30, item 7): per subject the class average,
 * highest, lowest and pass rate; the grade distribution as a chart (overall or one subject's,
 * with its table for screen readers); the toppers.
 */
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { analyseSubject, gradeDistribution, toppers } from './analysis';
import { BarChart } from './bar-chart';
import type { ExamResults } from './use-results';
import { ScrollRegion } from './scroll-region';

export function ResultsAnalysis({ results }: { results: ExamResults }) {
  const t = useTranslations('exams-results');
  const [subject, setSubject] = useState('');
  const perSubject = results.subjects.map((s) => ({
    ...analyseSubject(results.students, s.subject_id),
    name: s.subject_name,
  }));
  const chosen = perSubject.find((s) => String(s.subject_id) === subject);
  const grades = chosen ? chosen.grades : gradeDistribution(results.students);
  const figure = (v: number | null, suffix = '') => (v === null ? '—' : `${v}${suffix}`);
  return (
    <section className="mt-4">
      <h2 id="analysis-title" className="h5">
        {t('analysis.title')}
      </h2>
      <ScrollRegion label={t('analysis.title')}>
        <Table size="sm" data-testid="analysis-table">
          <thead>
            <tr>
              <th scope="col">{t('analysis.subject')}</th>
              <th scope="col">{t('analysis.sat')}</th>
              <th scope="col">{t('analysis.average')}</th>
              <th scope="col">{t('analysis.highest')}</th>
              <th scope="col">{t('analysis.lowest')}</th>
              <th scope="col">{t('analysis.passRate')}</th>
            </tr>
          </thead>
          <tbody>
            {perSubject.map((s) => (
              <tr key={s.subject_id}>
                <th scope="row">{s.name}</th>
                <td>{s.sat}</td>
                <td>{figure(s.average, '%')}</td>
                <td>{figure(s.highest)}</td>
                <td>{figure(s.lowest)}</td>
                <td>{figure(s.passRate, '%')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <div className="row g-4">
        <div className="col-lg-7">
          <Form.Group className="mb-2" controlId="analysis-subject" style={{ maxWidth: 320 }}>
            <Form.Label>{t('analysis.distributionOf')}</Form.Label>
            <Form.Select value={subject} onChange={(e) => setSubject(e.target.value)}>
              <option value="">{t('analysis.overall')}</option>
              {perSubject.map((s) => (
                <option key={s.subject_id} value={s.subject_id}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <BarChart
            testId="grade-chart"
            bars={grades.map((g) => ({ label: g.grade, value: g.count }))}
            caption={t('analysis.chartCaption', { of: chosen?.name ?? t('analysis.overall') })}
            labelHeader={t('analysis.grade')}
            valueHeader={t('analysis.students')}
          />
        </div>
        <div className="col-lg-5">
          <h3 className="h6">{t('analysis.toppers')}</h3>
          <ol className="list-unstyled" data-testid="toppers">
            {toppers(results.students).map((s) => (
              <li key={s.student_id}>
                {t('analysis.topper', { rank: s.rank ?? 0, name: s.name, percent: s.percent ?? 0 })}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
