'use client';
/**
 * /exams/report-cards (issue 30, item 6): an exam's report cards for a class-section — each
 * student's PDF, the whole class's as one PDF with a progress bar, the class teacher's remarks
 * (with quick-pick remarks) and the principal's signature. A guardian sees their own children's
 * published cards and downloads them.
 */
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { usePermissions } from '@/components/ui/use-permissions';
import { ExamPicker } from '../results/exam-picker';
import { useExamResults } from '../results/use-results';
import { CardsTable } from './cards-table';
import { ClassDownload } from './class-download';
import { SignatureForm } from './signature-form';

export function ReportCardsScreen() {
  const t = useTranslations('exams-results');
  const { can } = usePermissions();
  const [exam, setExam] = useState('');
  const [section, setSection] = useState('');
  const results = useExamResults(exam, section);
  const staff = can('exam-marks') || can('exam-publish');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('cards.title')}
      </h1>
      {can('exam-publish') && <SignatureForm />}
      <ExamPicker exam={exam} section={section} onExam={setExam} onSection={setSection} />
      {results.data && (
        <>
          {staff && <ClassDownload exam={exam} section={section} />}
          <CardsTable
            exam={exam}
            section={section}
            results={results.data}
            mayRemark={can('exam-marks')}
          />
        </>
      )}
    </section>
  );
}
